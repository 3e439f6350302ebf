import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { gotoReady, saveScreenshot } from "./support/browser.ts";
import { siteAndBrowser } from "./support/suite.ts";

// The stand-ins never answer: the layout is the first paint's, whatever the link service does.
const shared = siteAndBrowser({ STANDIN_MODE: "no-answer" });

const HEIGHTS: Record<number, number> = { 390: 844, 768: 1024, 1280: 800 };

/** Opens a route at a width (the usual screen height for it), runs `check`, keeps a screenshot when it fails. */
async function visit(width: number, path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const { page } = await shared.pages.lend({ width, height: HEIGHTS[width]! });
  try {
    await gotoReady(page, `${shared.site.url}${path}`);
    await check(page);
  } catch (error) {
    await saveScreenshot(page, `compact-${width}${path.replace(/\//g, "_")}`);
    throw error;
  } finally {
    await shared.pages.giveBack(page);
  }
}

/** The content edges (the container's box less its side padding) of the first `.container` inside `selector`. */
function contentEdges(page: Page, selector: string): Promise<{ left: number; right: number }> {
  return page.evaluate((wanted) => {
    const container = document.querySelector(wanted)!.querySelector(".container") ?? document.querySelector(wanted)!;
    const box = container.getBoundingClientRect();
    const style = getComputedStyle(container);
    return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
  }, selector);
}

describe.concurrent("/preco opens with its plans", () => {
  for (const width of [390, 768, 1280]) {
    it(`at ${width} × ${HEIGHTS[width]}: the first plan's price starts on the first screen`, async ({ expect }) => {
      await visit(width, "/preco", async (page) => {
        const top = await page.evaluate(
          () => document.querySelector('[data-block="plans"] li p strong')!.getBoundingClientRect().top,
        );
        expect(top, "topo do primeiro preço (px)").toBeLessThan(HEIGHTS[width]! - 40);
      });
    });
  }
});

describe.concurrent("/sobre's vision, mission and values cards", () => {
  for (const width of [768, 1280]) {
    it(`at ${width}: each card's body follows its title, and the cards are as tall as the longest content`, async ({
      expect,
    }) => {
      await visit(width, "/sobre", async (page) => {
        const cards = await page.evaluate(() => {
          const grid = [...document.querySelectorAll('[data-block="cardGrid"]')].find((block) =>
            block.querySelector("h2")?.textContent?.startsWith("Visão"),
          )!;
          return [...grid.querySelectorAll("li:has(> h3)")].map((card) => {
            const title = card.querySelector("h3")!.getBoundingClientRect();
            const body = card.querySelector("h3 ~ *")!.getBoundingClientRect();
            // The content's own bottom (its lines), not its box: a grid item stretches to its row's height.
            const range = document.createRange();
            range.selectNodeContents(card.lastElementChild!);
            const last = range.getBoundingClientRect();
            const box = card.getBoundingClientRect();
            const padding = parseFloat(getComputedStyle(card).paddingBottom);
            return {
              title: card.querySelector("h3")!.textContent,
              gapUnderTitle: Math.round(body.top - title.bottom),
              emptyAtTheEnd: Math.round(box.bottom - padding - last.bottom),
            };
          });
        });
        expect(cards).toHaveLength(3);
        for (const card of cards)
          expect(card.gapUnderTitle, `${card.title}: px entre o título e o conteúdo`).toBeLessThanOrEqual(20);
        // Side by side the cards share one height (content at the top): the longest content sets it, with no empty
        // band that every card carries.
        const emptiest = Math.min(...cards.map((card) => card.emptyAtTheEnd));
        expect(emptiest, "px vazios no fim do cartão mais cheio").toBeLessThanOrEqual(2);
      });
    });
  }
});

describe.concurrent("media rows at 1280 px", () => {
  for (const path of ["/", "/segmento", "/sobre"]) {
    it(`${path}: each picture starts or ends at the content's edge, in line with the headings`, async ({ expect }) => {
      await visit(1280, path, async (page) => {
        const edges = await contentEdges(page, '[data-block="mediaRows"]');
        const pictures = await page.evaluate(() =>
          [...document.querySelectorAll("[data-block='mediaRows'] [data-image-side]")].map((row) => {
            const { left, right } = row.querySelector("img")!.getBoundingClientRect();
            return { side: row.getAttribute("data-image-side"), left, right };
          }),
        );
        expect(pictures.length).toBeGreaterThan(0);
        for (const picture of pictures) {
          const offset = picture.side === "left" ? picture.left - edges.left : edges.right - picture.right;
          expect(Math.abs(offset), `imagem à ${picture.side}: px fora da borda do conteúdo`).toBeLessThanOrEqual(1);
        }
      });
    });
  }
});

describe.concurrent("testimonials at 1280 px", () => {
  it("/contadores: a single testimonial keeps its lines at about 70 characters at most", async ({ expect }) => {
    await visit(1280, "/contadores", async (page) => {
      const longest = await page.evaluate(() => {
        const quote = document.querySelector("[data-block='carousel'] blockquote")!;
        const range = document.createRange();
        const perLine = new Map<number, number>();
        const walker = document.createTreeWalker(quote, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
          for (let index = 0; index < node.data.length; index++) {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const rect = range.getClientRects()[0];
            if (!rect || rect.width === 0) continue;
            const line = Math.round(rect.top);
            perLine.set(line, (perLine.get(line) ?? 0) + 1);
          }
        return Math.max(...perLine.values());
      });
      expect(longest, "caracteres na linha mais longa").toBeLessThanOrEqual(75);
    });
  });

  for (const path of ["/", "/preco", "/parceiro"]) {
    it(`${path}: the last page, with fewer cards than the others, has them centred`, async ({ expect }) => {
      await visit(1280, path, async (page) => {
        const last = await page.evaluate(() => {
          const carousel = [...document.querySelectorAll("[data-block='carousel']")].find((block) =>
            block.querySelector("blockquote"),
          )!;
          const slides = [...carousel.querySelectorAll("[role='group']")];
          const slide = slides.at(-1)!;
          const items = [...slide.querySelectorAll("figure")].map((item) => item.getBoundingClientRect());
          const box = slide.getBoundingClientRect();
          const style = getComputedStyle(slide);
          const middle = (box.left + parseFloat(style.paddingLeft) + box.right - parseFloat(style.paddingRight)) / 2;
          const itemsMiddle =
            (Math.min(...items.map((item) => item.left)) + Math.max(...items.map((i) => i.right))) / 2;
          return {
            cards: items.length,
            firstPage: slides[0]!.querySelectorAll("figure").length,
            off: itemsMiddle - middle,
          };
        });
        expect(last.cards).toBeLessThan(last.firstPage);
        expect(Math.abs(last.off), "px entre o centro dos cartões e o da página").toBeLessThanOrEqual(1);
      });
    });
  }
});

describe.concurrent("stats on a phone", () => {
  it("/sobre at 390: the three figures sit in one row or the third is centred under the other two", async ({
    expect,
  }) => {
    await visit(390, "/sobre", async (page) => {
      const layout = await page.evaluate(() => {
        const list = document.querySelector("[data-block='stats'] dl")!.getBoundingClientRect();
        const items = [...document.querySelectorAll("[data-block='stats'] dl > div")].map((item) =>
          item.getBoundingClientRect(),
        );
        return {
          rows: new Set(items.map((item) => Math.round(item.top))).size,
          thirdOff: (items[2]!.left + items[2]!.right) / 2 - (list.left + list.right) / 2,
        };
      });
      const offCentre = layout.rows === 1 ? 0 : Math.abs(layout.thirdOff);
      expect(offCentre, "px do terceiro número fora do centro, abaixo dos outros dois").toBeLessThanOrEqual(1);
    });
  });
});

describe.concurrent("the footer at 1280 px", () => {
  it("its divider runs from the content's left edge to its right edge, as the columns above it", async ({ expect }) => {
    await visit(1280, "/", async (page) => {
      const edges = await contentEdges(page, "footer");
      const divider = await page.evaluate(() => {
        const line = [...document.querySelectorAll("footer *")].find(
          (element) => parseFloat(getComputedStyle(element).borderTopWidth) > 0,
        )!;
        const { left, right } = line.getBoundingClientRect();
        return { left, right };
      });
      expect(Math.round(divider.left), "início do divisor").toBe(Math.round(edges.left));
      expect(Math.round(divider.right), "fim do divisor").toBe(Math.round(edges.right));
    });
  });

  it("each social icon shows its network's mark alone, and its name says it opens in a new tab", async ({ expect }) => {
    await visit(1280, "/", async (page) => {
      const links = await page.evaluate(() =>
        [...document.querySelectorAll("footer .social-links a")].map((link) => ({
          label: link.getAttribute("aria-label") ?? "",
          marks: [...link.querySelectorAll("svg")].filter((svg) => svg.checkVisibility()).length,
        })),
      );
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.label).toMatch(/abre em nova aba$/);
        expect(link.marks, `${link.label}: ícones no círculo`).toBe(1);
      }
    });
  });
});
