import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gotoReady, nextFrame, openPage } from "./support/browser.ts";
import { headerBox, wrappedTexts } from "./support/layoutProbes.ts";
import { site } from "./support/siteConfig.ts";
import { siteAndBrowser } from "./support/suite.ts";
import { unicodeRange, WEIGHTS } from "../../tools/brandFont.ts";

const shared = siteAndBrowser({ STANDIN_MODE: "no-answer" });

/** A `unicode-range` as inclusive [first, last] code points, however it is written ("U+0020-007E" or "U+20-7E"). */
const codePointRanges = (descriptor: string) =>
  descriptor.split(",").map((range) => {
    const [first, last = first] = range.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(first!, 16), parseInt(last!, 16)];
  });

/** Routes with each layout: the full header and footer, the ads landing page's brand bar, a text page. */
const ROUTES = ["/", "/anuncios", "/recursos", "/privacidade"];

/** The font preloads of a page's head and the sources of the inlined @font-face of the site's typeface. */
async function headFonts(path: string) {
  const html = await (await fetch(`${shared.site.url}${path}`)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preloads = [...head.matchAll(/<link\s[^>]*rel="preload"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\bas="font"/.test(tag));
  const faces = [...head.matchAll(/@font-face\{[^}]*font-family:"?Inter Variable"?[^}]*\}/g)].map(
    ([face]) => /url\(([^)]+)\)/.exec(face)![1],
  );
  return { preloads, faces };
}

describe("the site's typeface", () => {
  for (const path of ROUTES) {
    it(`${path}: the head preloads the one woff2 file its inlined @font-face uses, as font/woff2 with crossorigin`, async () => {
      // In the head on purpose: Chromium then holds the first paint until the font is usable, so text does not jump
      // when it swaps in; preloaded from the body it did (CLS up to 0.18, decision 055).
      const { preloads, faces } = await headFonts(path);
      expect(faces).toHaveLength(1);
      expect(faces[0]).toMatch(/^\/assets\/inter-pt-wght-[\w-]+\.woff2$/);
      expect(preloads).toHaveLength(1);
      expect(preloads[0]).toContain(`href="${faces[0]}"`);
      expect(preloads[0]).toMatch(/\btype="font\/woff2"/);
      expect(preloads[0]).toMatch(/\scrossorigin[\s=/>]/);
    });
  }

  it("the production server sends the font as font/woff2, cached for a year as immutable, under 30 KB", async () => {
    const { faces } = await headFonts("/");
    const answer = await fetch(`${shared.site.url}${faces[0]}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("font/woff2");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await answer.arrayBuffer()).byteLength).toBeLessThan(30 * 1024);
  });

  it("sets the text in Inter from one request (the preload), at 390 and 1280 px", async () => {
    for (const width of [390, 1280]) {
      const { page } = await openPage(shared.browser, width, width === 390 ? 844 : 800);
      try {
        await gotoReady(page, `${shared.site.url}/`);
        const seen = await page.evaluate(async () => {
          await document.fonts.ready;
          return {
            loaded: document.fonts.check('700 16px "Inter Variable"') && document.fonts.check('16px "Inter Variable"'),
            loadedFaces: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
            interFaces: [...document.fonts]
              .filter((face) => face.family.replaceAll('"', "") === "Inter Variable")
              .map(({ weight, style, unicodeRange }) => ({ weight, style, unicodeRange })),
            body: getComputedStyle(document.body).fontFamily,
            requests: performance
              .getEntriesByType("resource")
              .filter((entry) => entry.name.endsWith(".woff2"))
              .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
          };
        });
        expect(seen.loaded).toBe(true);
        expect(seen.loadedFaces).toContain("Inter Variable");
        // One face, variable over the weights the file keeps, for exactly the characters it has glyphs for.
        expect(seen.interFaces.map(({ weight, style }) => ({ weight, style }))).toEqual([
          { weight: `${WEIGHTS.min} ${WEIGHTS.max}`, style: "normal" },
        ]);
        expect(codePointRanges(seen.interFaces[0]!.unicodeRange)).toEqual(codePointRanges(unicodeRange()));
        expect(seen.body).toMatch(/^"?Inter Variable"?,\s*"?Inter Fallback"?/);
        expect(seen.requests).toEqual(["link"]);
      } finally {
        await page.context().close();
      }
    }
  });

  it("before the font arrives, the fallback sets text at Inter's line heights and within 3 % of its widths", async () => {
    /** Line-box heights of one-line texts in each weight and the width of the site's texts set on one line. */
    const measure = async (withFont: boolean) => {
      const { page } = await openPage(shared.browser, 1280, 800);
      try {
        if (!withFont) await page.route(/\.woff2$/, (route) => route.abort());
        await gotoReady(page, `${shared.site.url}/`);
        return await page.evaluate(async () => {
          await document.fonts.ready;
          const set = (font: string, text: string) => {
            const span = document.createElement("span");
            span.style.cssText = "white-space:nowrap;position:absolute;top:0;left:0";
            span.style.font = font;
            span.textContent = text;
            document.body.append(span);
            const { width, height } = span.getBoundingClientRect();
            span.remove();
            return { width, height };
          };
          // Each text on one line at its own size and weight (a title at 36 px, a paragraph at 16 px), summed;
          // the line box of one line in the weight at the body's size.
          const probe = (weight: number, selector: string) => ({
            width: [...document.querySelectorAll(selector)]
              .map((element) => set(getComputedStyle(element).font, element.textContent!).width)
              .reduce((sum, width) => sum + width, 0),
            height: set(`${weight} 16px ${getComputedStyle(document.body).fontFamily}`, "Emita NF-e já").height,
          });
          return {
            regular: probe(400, "main p"),
            bold: probe(700, "main h2, main h3"),
            faces: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
          };
        });
      } finally {
        await page.context().close();
      }
    };
    const [inter, fallback] = [await measure(true), await measure(false)];
    expect(fallback.faces).not.toContain("Inter Variable");
    for (const weight of ["regular", "bold"] as const) {
      expect(fallback[weight].height, weight).toBeCloseTo(inter[weight].height, 0);
      expect(Math.abs(fallback[weight].width / inter[weight].width - 1), weight).toBeLessThan(0.03);
    }
  });

  for (const width of [390, 1280]) {
    it(`at ${width}px, the font arriving after the first paint moves text by a pixel or two at most (CLS under 0.002) on ${ROUTES.join(", ")}`, async () => {
      for (const path of ROUTES) {
        const { page } = await openPage(shared.browser, width, width === 390 ? 844 : 800);
        try {
          // The font is held back until the page has painted in the fallback, then let through.
          let release!: () => void;
          const held = new Promise<void>((resolve) => (release = resolve));
          await page.route(/\.woff2$/, async (route) => {
            await held;
            await route.continue();
          });
          await page.addInitScript(() => {
            const shifts = { cls: 0, moved: [] as string[] };
            (window as unknown as { shifts: typeof shifts }).shifts = shifts;
            type Shift = PerformanceEntry & {
              value: number;
              sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
            };
            const box = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(",");
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Shift[]) {
                shifts.cls += entry.value;
                for (const { node, previousRect, currentRect } of entry.sources)
                  shifts.moved.push(
                    `${node?.nodeName}.${(node as Element | null)?.className} ${box(previousRect)} → ${box(currentRect)}`,
                  );
              }
            }).observe({ type: "layout-shift", buffered: true });
          });
          await page.goto(`${shared.site.url}${path}`, { waitUntil: "commit" });
          await page.waitForSelector("html[data-ready]");
          await page.waitForFunction(() =>
            performance.getEntriesByType("paint").some((entry) => entry.name === "first-contentful-paint"),
          );
          expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
          release();
          await page.waitForFunction(() =>
            [...document.fonts].some((face) => face.family === "Inter Variable" && face.status === "loaded"),
          );
          await nextFrame(page);
          await nextFrame(page);
          const shifts = await page.evaluate(
            () => (window as unknown as { shifts: { cls: number; moved: string[] } }).shifts,
          );
          // Not exactly 0: glyph advances are whole pixels at these sizes, so a word in the fallback comes out a pixel
          // or two wider or narrower than in Inter and a centred button or the header's links move by that much
          // (measured: at most 0.0010, /anuncios at 1280 px). A shift of 0.1 is where "good" ends.
          expect(shifts.cls, `${path}: ${shifts.moved.join("; ")}`).toBeLessThan(0.002);
        } finally {
          await page.context().close();
        }
      }
    });
  }

  /** Words the browser split over two lines in the elements matching `selector`. */
  const brokenWords = (page: Page, selector: string) =>
    page.evaluate((wanted) => {
      const broken: string[] = [];
      const range = document.createRange();
      for (const element of document.querySelectorAll(wanted)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (const match of node.textContent!.matchAll(/\S+/g)) {
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
              broken.push(match[0]);
          }
      }
      return broken;
    }, selector);

  for (const font of ["Inter", "the fallback"] as const) {
    it(`in ${font}, the texts that must take one line take one: the header's links and its button at 1200 and 1280 px, the figures of the stats strip, the paired small cards' words at 390 px`, async () => {
      for (const [width, path] of [
        [1200, "/home"],
        [1280, "/home"],
        [390, "/anuncios"],
        [1280, "/anuncios"],
        [390, "/"],
      ] as const) {
        const { page } = await openPage(shared.browser, width, 800);
        try {
          if (font !== "Inter") await page.route(/\.woff2$/, (route) => route.abort());
          await gotoReady(page, `${shared.site.url}${path}`);
          await page.evaluate(() => document.fonts.ready);
          const family = await page.evaluate(() =>
            [...document.fonts].some((face) => face.family === "Inter Variable" && face.status === "loaded"),
          );
          expect(family, `${width} ${path}`).toBe(font === "Inter");
          // What is measured is there: the header's links (and at 1200 px its button), the stats or the cards.
          const shown = (selector: string) =>
            page
              .locator(selector)
              .evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);
          expect(await shown('[data-layout="nav"] :is(a, button)'), `${width} ${path}`).toBeGreaterThan(
            width > 390 ? 5 : 0,
          );
          expect(
            await shown(
              path === "/anuncios"
                ? '[data-block="stats"] dd'
                : width === 390
                  ? "li.surface-card h3"
                  : '[data-layout="nav"] a.btn',
            ),
            `${width} ${path}`,
          ).toBeGreaterThan(0);
          expect((await headerBox(page))!.height, `${width} ${path}`).toBeLessThanOrEqual(80);
          expect(await wrappedTexts(page, '[data-layout="nav"] :is(a, button)'), `${width} ${path}`).toEqual([]);
          expect(await wrappedTexts(page, '[data-block="stats"] dd'), `${width} ${path}`).toEqual([]);
          expect(await brokenWords(page, "li.surface-card :is(h2, h3, h4, p)"), `${width} ${path}`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} ${path}`).toBe(width);
        } finally {
          await page.context().close();
        }
      }
    });
  }

  it("the logo draws its wordmark in outlines of the same typeface, not as text in a font of the visitor's system", async () => {
    const logo = await (await fetch(`${shared.site.url}${site.brand.logo.src}`)).text();
    expect(logo).not.toMatch(/<text\b|font-family/);
    expect(logo.match(/<path\b/g)!.length).toBeGreaterThanOrEqual(3);
  });
});
