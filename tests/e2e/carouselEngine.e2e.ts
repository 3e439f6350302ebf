import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CarouselBlock } from "../../schema/generated/page.ts";
import { ROOT } from "../../model/paths.ts";
import { gotoReady, nextFrame, openPage, recordErrors, saveScreenshot, VIEWPORTS } from "./support/browser.ts";
import { scriptsOf } from "./support/builtPage.ts";
import { pages, site } from "./support/siteConfig.ts";
import { siteAndBrowser } from "./support/suite.ts";
import { builtBlock, carouselView, expectedPerSlide, waitForReact } from "./support/widgets.ts";

const ASSETS = join(ROOT, "dist", "assets");
/** One of Embla's option names: only Embla's own code has it, so it tells the engine's chunk from ours. */
const EMBLA_MARK = "inViewThreshold";
const PATH = "/preco";

const { ui } = site;
const dotLabel = (n: number) => ui.goToSlide.replace("{n}", String(n));
const config = Object.values(pages).find((page) => page.route === PATH)!;
const index = config.blocks.findIndex((block) => block.type === "carousel");
const block = config.blocks[index] as CarouselBlock;

const shared = siteAndBrowser();

/** The built chunks holding Embla's code, as addresses (/assets/…). */
function emblaChunks(): string[] {
  return readdirSync(ASSETS)
    .filter((file) => file.endsWith(".js") && readFileSync(join(ASSETS, file), "utf8").includes(EMBLA_MARK))
    .map((file) => `/assets/${file}`);
}

/** Whether an address is one of `chunks`. */
const isOneOf = (chunks: string[]) => (url: string | URL) => chunks.includes(new URL(url).pathname);

/** What the carousel shows: the current indicator, the active slide and which items lie inside the viewport. */
async function shown(section: Locator): Promise<{ current: number[]; active: number[]; visible: number[] }> {
  const { current, active, visible } = await carouselView(section, dotLabel);
  return { current, active, visible };
}

/** What {@link shown} reads on slide `slide` at `width`. */
function onSlide(slide: number, width: number) {
  const perSlide = expectedPerSlide(block, width);
  const size = Math.min(perSlide, block.items.length - slide * perSlide);
  return {
    current: [slide],
    active: [slide],
    visible: Array.from({ length: size }, (_, position) => slide * perSlide + position),
  };
}

/**
 * Opens /preco at `width` with `prepare` run first (request recording, routes), then `body` with the carousel's
 * section; requires no console error, keeps a screenshot on failure.
 */
async function onPreco(
  width: number,
  body: (page: Page, section: Locator, html: string) => Promise<void>,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<void> {
  const height = Object.values(VIEWPORTS).find((viewport) => viewport.width === width)!.height;
  const { page, errors } = await openPage(shared.browser, width, height);
  try {
    await prepare?.(page);
    const response = await gotoReady(page, `${shared.site.url}${PATH}`);
    await waitForReact(page);
    const section = await builtBlock(page, config, index);
    if (!section) throw new Error(`dist/ não corresponde a site.config em ${PATH}: rode npm run build.`);
    await body(page, section, (await response?.text()) ?? "");
    expect(errors).toEqual([]);
  } catch (error) {
    await saveScreenshot(page, `carousel-engine-${width}${PATH.replace(/\//g, "_")}`);
    throw error;
  } finally {
    await page.context().close();
  }
}

describe(`the carousel engine on ${PATH}`, () => {
  it("is built into a chunk of its own, apart from the carousel block's", () => {
    const chunks = emblaChunks();
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).not.toMatch(/\/Carousel-/);
  });

  for (const width of [VIEWPORTS.mobile.width, VIEWPORTS.desktop.width]) {
    it(`at ${width}px is neither preloaded by the HTML nor fetched before the visitor scrolls, though the carousel block is`, async () => {
      const chunks = emblaChunks();
      const requested: string[] = [];
      await onPreco(
        width,
        async (page, _section, html) => {
          await page.waitForLoadState("networkidle");
          const scripts = scriptsOf(html).map((file) => `/${file}`);
          expect(scripts.some((script) => /\/Carousel-[^/]+\.js$/.test(script))).toBe(true);
          expect(scripts.filter((script) => chunks.includes(script))).toEqual([]);
          expect(requested.some((url) => /\/Carousel-[^/]+\.js$/.test(url))).toBe(true);
          expect(requested.filter(isOneOf(chunks))).toEqual([]);
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
        },
        async (page) => {
          page.on("request", (request) => requested.push(request.url()));
        },
      );
    });

    it(`at ${width}px loads the engine when the carousel is scrolled into view, then Próximo and Anterior move the slides`, async () => {
      const chunks = emblaChunks();
      await onPreco(width, async (page, section) => {
        const loaded = page.waitForResponse((response) => isOneOf(chunks)(response.url()) && response.ok());
        await section.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
        await loaded;
        const track = section.locator('[role="group"]').first().locator("..");
        // Embla has started once it writes the track's position.
        await expect.poll(() => track.evaluate((element) => (element as HTMLElement).style.transform)).not.toBe("");
        expect(await shown(section)).toEqual(onSlide(0, width));
        await section.getByRole("button", { name: ui.next, exact: true }).click();
        await expect.poll(() => shown(section), { timeout: 5000 }).toEqual(onSlide(1, width));
        await section.getByRole("button", { name: ui.previous, exact: true }).click();
        await expect.poll(() => shown(section), { timeout: 5000 }).toEqual(onSlide(0, width));
      });
    });
  }

  it("follows the slides when a narrower window re-groups them after the engine started: Próximo still moves one slide", async () => {
    const chunks = emblaChunks();
    await onPreco(VIEWPORTS.desktop.width, async (page, section) => {
      const loaded = page.waitForResponse((response) => isOneOf(chunks)(response.url()) && response.ok());
      await section.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      await loaded;
      const track = section.locator('[role="group"]').first().locator("..");
      await expect.poll(() => track.evaluate((element) => (element as HTMLElement).style.transform)).not.toBe("");
      await page.setViewportSize(VIEWPORTS.mobile);
      await expect.poll(() => shown(section)).toEqual(onSlide(0, VIEWPORTS.mobile.width));
      await section.getByRole("button", { name: ui.next, exact: true }).click();
      await expect.poll(() => shown(section), { timeout: 5000 }).toEqual(onSlide(1, VIEWPORTS.mobile.width));
    });
  });

  it("at 390px, for a visitor whose system asks for reduced motion, shows the next slide at once instead of sliding to it", async () => {
    const context = await shared.browser.newContext({
      viewport: VIEWPORTS.mobile,
      locale: "pt-BR",
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    const errors = recordErrors(page);
    try {
      await gotoReady(page, `${shared.site.url}${PATH}`);
      await waitForReact(page);
      const section = (await builtBlock(page, config, index))!;
      await section.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      const track = section.locator('[role="group"]').first().locator("..");
      await expect.poll(() => track.evaluate((element) => (element as HTMLElement).style.transform)).not.toBe("");
      await section.getByRole("button", { name: ui.next, exact: true }).click();
      // Read once, two frames after the press, with no waiting for it to settle: a sliding track is still between
      // the two slides then (Embla's animation lasts many frames), an instant one is already there.
      await nextFrame(page);
      expect(await shown(section)).toEqual(onSlide(1, VIEWPORTS.mobile.width));
      expect(errors).toEqual([]);
    } catch (error) {
      await saveScreenshot(page, "carousel-engine-reduced-motion");
      throw error;
    } finally {
      await context.close();
    }
  });

  const early = [
    { width: VIEWPORTS.desktop.width, how: "a mouse click", press: (next: Locator) => next.click() },
    {
      width: VIEWPORTS.mobile.width,
      how: "Enter on the focused button",
      press: async (next: Locator) => {
        await next.focus();
        await next.page().keyboard.press("Enter");
      },
    },
  ];
  for (const { width, how, press } of early) {
    it(`at ${width}px carries out ${how} on Próximo made while the engine is still downloading: slide 2 shows once it arrives`, async () => {
      const chunks = emblaChunks();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let fetching = false;
      await onPreco(
        width,
        async (page, section) => {
          await press(section.getByRole("button", { name: ui.next, exact: true }));
          await expect.poll(() => fetching).toBe(true);
          // The engine is asked for by the render that took the press in, and a frame has been drawn since: a move the
          // press made without the engine would be on the page by now.
          await nextFrame(page);
          expect(await shown(section)).toEqual(onSlide(0, width));
          release();
          await expect.poll(() => shown(section), { timeout: 5000 }).toEqual(onSlide(1, width));
        },
        // The engine's download is held until the press has been made, so the press surely comes first.
        (page) =>
          page.route(isOneOf(chunks), async (route) => {
            fetching = true;
            await held;
            await route.continue();
          }),
      );
    });
  }
});
