import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { gotoReady, saveScreenshot } from "./support/browser.ts";
import { addresses } from "./support/siteConfig.ts";
import { siteAndBrowser } from "./support/suite.ts";

// The stand-ins never answer: the layout must be finished from the first paint, whatever the link service does.
const shared = siteAndBrowser({ STANDIN_MODE: "no-answer" });

const HEIGHTS: Record<number, number> = { 390: 844, 768: 1024, 1280: 800 };
const WIDTHS = [390, 768, 1280];

/** Opens a path at a width, runs `check`, keeps a screenshot when it fails. */
async function visit(width: number, path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const { page } = await shared.pages.lend({ width, height: HEIGHTS[width]! });
  try {
    await gotoReady(page, `${shared.site.url}${path}`);
    await check(page);
  } catch (error) {
    await saveScreenshot(page, `par-${width}${path.replace(/\//g, "_")}`);
    throw error;
  } finally {
    await shared.pages.giveBack(page);
  }
}

/** Each page once (aliases with the same blocks left out), the payment page at a valid address. */
const paths = [...new Map(addresses.map((address) => [address.name, address.path])).values()];

/**
 * The rows of every grid of cards on the page that lays its items out in rows (not a row that scrolls sideways):
 * for each grid, its rows top to bottom, each row as the items' left and right edges, and the grid's own edges.
 */
function gridRows(page: Page) {
  return page.evaluate(() => {
    const grids = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-block="cardGrid"] ul, [data-block="steps"] ol, [data-block="steps"] ul, [data-block="plans"] ul:has(> li.accent-top)',
      ),
    ].filter((grid) => grid.checkVisibility() && getComputedStyle(grid).display === "grid" && grid.children.length > 1);
    return grids.map((grid) => {
      const box = grid.getBoundingClientRect();
      const rows = new Map<number, Array<{ left: number; right: number }>>();
      for (const item of grid.children) {
        const itemBox = item.getBoundingClientRect();
        const top = Math.round(itemBox.top);
        rows.set(top, [...(rows.get(top) ?? []), { left: itemBox.left, right: itemBox.right }]);
      }
      return {
        block: grid.closest("[data-block]")!.getAttribute("data-block")!,
        left: box.left,
        right: box.right,
        rows: [...rows.entries()].sort(([a], [b]) => a - b).map(([, items]) => items),
      };
    });
  });
}

describe.concurrent("incomplete rows of a grid", () => {
  for (const path of paths)
    for (const width of WIDTHS)
      it(`${path} at ${width}px: a last row that is not full sits centred under the others`, async ({ expect }) => {
        await visit(width, path, async (page) => {
          for (const grid of await gridRows(page)) {
            const [first, ...rest] = grid.rows;
            const last = rest.at(-1);
            if (!first || !last || last.length >= first.length) continue;
            const gapLeft = Math.min(...last.map((item) => item.left)) - grid.left;
            const gapRight = grid.right - Math.max(...last.map((item) => item.right));
            expect(
              Math.abs(gapLeft - gapRight),
              `${grid.block}: espaço à esquerda e à direita da última linha`,
            ).toBeLessThan(2);
            const width = (item: { left: number; right: number }) => item.right - item.left;
            expect(Math.abs(width(last[0]!) - width(first[0]!)), `${grid.block}: largura dos cartões`).toBeLessThan(2);
          }
        });
      });

  for (const width of WIDTHS)
    it(`/anuncios at ${width}px: no plan is alone on its row`, async ({ expect }) => {
      await visit(width, "/anuncios", async (page) => {
        const plans = (await gridRows(page)).filter((grid) => grid.block === "plans");
        for (const grid of plans)
          expect(
            grid.rows.map((row) => row.length),
            "planos por linha",
          ).not.toContain(1);
      });
    });
});

/** Every element of the page's main content that scrolls sideways, with what shows its position right after it. */
function swipers(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main *")]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (overflow === "auto" || overflow === "scroll") && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => {
        const block = element.closest("[data-block]")!;
        const position = element.nextElementSibling;
        const shown = position?.checkVisibility() ? position : null;
        return {
          block: block.getAttribute("data-block")!,
          index: [...document.querySelectorAll("main [data-block]")].indexOf(block),
          dots: shown ? shown.querySelectorAll("button[aria-current], button[aria-label]").length : 0,
          counter: shown?.textContent?.trim() ?? "",
        };
      }),
  );
}

describe.concurrent("rows that swipe show where the visitor is", () => {
  for (const path of ["/", "/preco", "/segmento", "/anuncios"])
    it(`${path} at 390px: each row that scrolls sideways has the carousels' dots or count, which follow the swipe`, async ({
      expect,
    }) => {
      await visit(390, path, async (page) => {
        const found = await swipers(page);
        expect(found.length, "linhas que rolam para o lado").toBeGreaterThan(0);
        for (const swiper of found) {
          const counted = /^\d+ de \d+$/.test(swiper.counter);
          expect(swiper.dots > 0 || counted, `${swiper.block} (bloco ${swiper.index + 1}): pontos ou contagem`).toBe(
            true,
          );
          const row = page.locator("main [data-block]").nth(swiper.index);
          // Scrolled to its end, the row's position says it is on its last card.
          await row.evaluate((block) => {
            const scrolling = [...block.querySelectorAll<HTMLElement>("*")].find(
              (element) =>
                ["auto", "scroll"].includes(getComputedStyle(element).overflowX) &&
                element.scrollWidth > element.clientWidth + 1,
            )!;
            scrolling.scrollLeft = scrolling.scrollWidth;
          });
          await expect
            .poll(() =>
              row.evaluate((block) => {
                const current = block.querySelector('button[aria-current="true"]');
                if (current) {
                  const dots = [...current.parentElement!.children];
                  return dots.indexOf(current) === dots.length - 1;
                }
                const counter = /^(\d+) de (\d+)$/.exec(block.querySelector("p[aria-live]")?.textContent?.trim() ?? "");
                return counter !== null && counter[1] === counter[2];
              }),
            )
            .toBe(true);
        }
      });
    });

  for (const path of ["/", "/preco"])
    it(`${path} at 390px: the recommended plan is the one in view as its row appears`, async ({ expect }) => {
      await visit(390, path, async (page) => {
        const badge = page.locator('[data-block="plans"] li.accent-top', { hasText: /recomendado/i });
        // Down to the plans, as a visitor scrolls: the page only, never the row itself.
        await page
          .locator('[data-block="plans"]')
          .first()
          .evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY));
        const box = (await badge.boundingBox())!;
        expect(box.x, "começa na tela").toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, "termina na tela").toBeLessThanOrEqual(390);
      });
    });
});

describe.concurrent("headings in the house style's case", () => {
  for (const path of ["/anuncios", "/lpanunciosGoogle", "/lpanunciosMeta"])
    it(`${path}: no heading shouts in capitals`, async ({ expect }) => {
      await visit(1280, path, async (page) => {
        const headings = await page.locator("main :is(h1, h2, h3)").evaluateAll((elements) =>
          elements.map((element) => ({
            text: (element as HTMLElement).innerText.trim(),
            transform: getComputedStyle(element).textTransform,
          })),
        );
        expect(headings.length).toBeGreaterThan(3);
        for (const { text, transform } of headings) {
          expect(transform, text).not.toBe("uppercase");
          // Two words or more in capitals in a row ("AUMENTE SUAS VENDAS"); a single acronym (SEO, ROI) is fine.
          expect(text, "palavras em maiúsculas seguidas").not.toMatch(/(?<!\p{L})\p{Lu}{2,}\s+\p{Lu}{2,}(?!\p{L})/u);
          expect(text[0], "começa com maiúscula").toBe(text[0]!.toLocaleUpperCase("pt-BR"));
        }
      });
    });
});
