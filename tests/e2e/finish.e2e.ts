import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { gotoReady, nextFrame, saveScreenshot } from "./support/browser.ts";
import { backgroundBehind, changed, lookOf, pressedLook, sideRoom, tabTo } from "./support/buttonStates.ts";
import { worstContrast } from "./support/contrast.ts";
import { drawnTexts } from "./support/pictureText.ts";
import { addresses } from "./support/siteConfig.ts";
import { siteAndBrowser } from "./support/suite.ts";

const shared = siteAndBrowser({ STANDIN_MODE: "no-answer" });

/** Opens a route at a width (with reduced motion when asked), runs `check`, keeps a screenshot when it fails. */
async function visit(width: number, path: string, check: (page: Page) => Promise<void>, reduced = false) {
  const { page } = await shared.pages.lend({ width, height: width < 700 ? 844 : 900 });
  try {
    await page.emulateMedia({ reducedMotion: reduced ? "reduce" : "no-preference" });
    await gotoReady(page, `${shared.site.url}${path}`);
    await check(page);
  } catch (error) {
    await saveScreenshot(page, `finish-${width}${path.replace(/\//g, "_")}`);
    throw error;
  } finally {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await shared.pages.giveBack(page);
  }
}

/** Every kind of button on a page, by the selector that finds its first visible instance. */
const BUTTON_KINDS: Array<{ path: string; kind: string; selector: string }> = [
  { path: "/", kind: "header outline button (Acessar sistema)", selector: "header a.btn--secondary" },
  { path: "/", kind: "header primary button", selector: "header a.btn--primary" },
  { path: "/", kind: "chat button in the hero", selector: "main a.btn--primary[data-chat]" },
  { path: "/", kind: "outline button on the blue hero (Ver planos)", selector: "main .on-azul a.btn--secondary" },
  {
    path: "/certificado",
    kind: "primary button on the orange banner",
    selector: ".on-laranja a.btn--primary, .on-laranja button.btn--primary",
  },
  { path: "/contatos", kind: "link styled as a button", selector: "main a.btn--link" },
];

describe.concurrent("buttons answer hover, keyboard focus and pressing", () => {
  for (const { path, kind, selector } of BUTTON_KINDS) {
    it(`${path}, ${kind}: hover, focus-visible and pressed each look different from rest`, async ({ expect }) => {
      await visit(
        1280,
        path,
        async (page) => {
          const button = page.locator(`${selector} >> visible=true`).first();
          await button.scrollIntoViewIfNeeded();
          await page.mouse.move(1, 1);
          const rest = await lookOf(button);
          await button.hover();
          const hover = await lookOf(button);
          expect(changed(rest, hover), "hover").not.toEqual([]);
          const pressed = await pressedLook(page, button);
          expect(changed(hover, pressed), "pressionado").not.toEqual([]);
          await tabTo(page, button);
          expect(await button.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
          const focused = await lookOf(button);
          expect(focused["outline-style"]).toBe("solid");
          expect(parseFloat(focused["outline-width"])).toBeGreaterThanOrEqual(2);
          const ring = worstContrast(focused["outline-color"], await backgroundBehind(button));
          expect(ring, "contraste do contorno de foco com o fundo").toBeGreaterThanOrEqual(3);
        },
        true,
      );
    });
  }

  it("/anuncios: the floating chat button darkens on hover and further when pressed", async ({ expect }) => {
    await visit(
      390,
      "/anuncios",
      async (page) => {
        const button = page.locator('[data-layout="floating-chat"]');
        await page.evaluate(() => window.scrollTo(0, window.innerHeight));
        await expect.poll(() => button.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
        await page.mouse.move(1, 1);
        const rest = await lookOf(button);
        await button.hover();
        const hover = await lookOf(button);
        expect(changed(rest, hover)).toContain("background-color");
        expect(changed(hover, await pressedLook(page, button))).toContain("background-color");
      },
      true,
    );
  });

  it("/: the hover lift is motion, left out when the visitor asks for reduced motion", async ({ expect }) => {
    for (const reduced of [false, true]) {
      await visit(
        1280,
        "/",
        async (page) => {
          const button = page.locator("main .on-azul a.btn--secondary >> visible=true").first();
          await button.hover();
          await expect
            .poll(() => button.evaluate((element) => getComputedStyle(element).transform))
            .toBe(reduced ? "none" : "matrix(1, 0, 0, 1, 0, -1)");
        },
        reduced,
      );
    }
  });
});

describe.concurrent("chat buttons: even padding, a quiet new-tab cue", () => {
  for (const width of [390, 1280]) {
    it(`/anuncios at ${width}px: each chat button's content sits in its middle (left = right within 1 px)`, async ({
      expect,
    }) => {
      await visit(width, "/anuncios", async (page) => {
        await page.evaluate(() => window.scrollTo(0, window.innerHeight));
        const floating = page.locator('[data-layout="floating-chat"]');
        await expect.poll(() => floating.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
        const buttons = await page.locator("a.btn[data-chat] >> visible=true").all();
        expect(buttons.length).toBeGreaterThan(0);
        for (const button of [...buttons, floating]) {
          const label = await button.innerText();
          const room = await sideRoom(button);
          expect
            .soft(Math.abs(room.left - room.right), `${label}: ${room.left} px | ${room.right} px`)
            .toBeLessThanOrEqual(1);
          // The words for screen readers stay.
          expect.soft(await button.locator(".sr-only").textContent()).toMatch(/nova aba/i);
        }
      });
    });
  }

  it("/: a primary call to action shows no new-tab mark; the outline one shows a small, faded one", async ({
    expect,
  }) => {
    await visit(1280, "/", async (page) => {
      const primary = page.locator("main a.btn--primary[data-chat] >> visible=true").first();
      expect(await primary.locator(".new-tab-icon").isVisible()).toBe(false);
      const icon = page.locator("header a.btn--secondary .new-tab-icon");
      const { width, opacity } = await icon.evaluate((element) => ({
        width: element.getBoundingClientRect().width,
        opacity: Number(getComputedStyle(element).opacity),
      }));
      expect(width).toBeLessThanOrEqual(12);
      expect(opacity).toBeLessThan(1);
    });
  });
});

/** The colour of one pixel of a PNG (device scale 1), as [r, g, b]. */
async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

describe.concurrent("a card's coloured top band", () => {
  it("/: is a straight stripe across the top, not running down the sides", async ({ expect }) => {
    await visit(1280, "/", async (page) => {
      const card = page.locator(".accent-top >> visible=true").first();
      await card.scrollIntoViewIfNeeded();
      await nextFrame(page);
      const box = (await card.boundingBox())!;
      const png = await page.screenshot({ clip: { x: box.x, y: box.y, width: box.width, height: 40 } });
      const band = await pixel(png, box.width / 2, 2);
      const below = await pixel(png, box.width / 2, 10);
      const side = await pixel(png, 3, 14);
      expect(distance(band, below), "a faixa e o cartão abaixo dela").toBeGreaterThan(60);
      expect(distance(band, side), "a lateral do cartão, 14 px abaixo do topo").toBeGreaterThan(60);
    });
  });
});

describe.concurrent("highlighted and emphasised words", () => {
  for (const path of ["/certificado", "/recursos", "/contadores"])
    it(`${path}: a highlight on an orange panel is words of another, light colour, with no band behind them`, async ({
      expect,
    }) => {
      await visit(1280, path, async (page) => {
        const highlight = page.locator(".on-laranja .hl").first();
        const style = await highlight.evaluate((element) => {
          const own = getComputedStyle(element);
          return {
            color: own.color,
            around: getComputedStyle(element.parentElement!).color,
            background: own.backgroundColor,
            marker: own.backgroundImage,
          };
        });
        expect(style.background, "fundo atrás do destaque").toBe("rgba(0, 0, 0, 0)");
        expect(style.marker, "faixa atrás do destaque").toBe("none");
        expect(style.color, "o destaque tem outra cor que o resto do título").not.toBe(style.around);
        expect(worstContrast(style.color, await backgroundBehind(highlight))).toBeGreaterThanOrEqual(4.5);
      });
    });

  it("/privacidade: emphasis in running text keeps the text's colour, only bolder; links keep theirs", async ({
    expect,
  }) => {
    await visit(1280, "/privacidade", async (page) => {
      const emphasis = await page.locator('[data-block="richText"] strong.hl').evaluateAll((elements) =>
        elements.map((element) => ({
          colour: getComputedStyle(element).color,
          around: getComputedStyle(element.parentElement!).color,
          weight: Number(getComputedStyle(element).fontWeight),
          inLink: Boolean(element.closest("a")),
        })),
      );
      const plain = emphasis.filter((item) => !item.inLink);
      expect(plain.length).toBeGreaterThan(0);
      for (const item of plain) {
        expect(item.colour).toBe(item.around);
        expect(item.weight).toBeGreaterThanOrEqual(600);
      }
      const linkColour = await page
        .locator('[data-block="richText"] a[href] >> visible=true')
        .first()
        .evaluate((link) => getComputedStyle(link).color);
      expect(plain.map((item) => item.colour)).not.toContain(linkColour);
    });
  });
});

const routesWithMockUps = addresses.filter(({ page }) => JSON.stringify(page.blocks).includes("/img/produto/"));

describe.concurrent("the product mock-ups", () => {
  it("are on the home page and the campaign pages", () => {
    expect(routesWithMockUps.map(({ path }) => path)).toEqual(expect.arrayContaining(["/", "/anuncios", "/parceiro"]));
  });
  for (const width of [390, 768, 1280]) {
    for (const { path } of routesWithMockUps) {
      it(`${path} at ${width}px: written in the site's typeface, no text under 11 px as drawn`, async ({ expect }) => {
        await visit(width, path, async (page) => {
          const pictures = await page
            .locator('img[src*="/img/produto/"]')
            .evaluateAll((images) =>
              (images as HTMLImageElement[])
                .filter((image) => image.checkVisibility())
                .map((image) => ({ src: image.src, ...image.getBoundingClientRect().toJSON() })),
            );
          expect(pictures.length).toBeGreaterThan(0);
          for (const { src, width: drawnWidth, height } of pictures) {
            const { texts, loadedFaces } = await drawnTexts(page, src, drawnWidth, height);
            const file = src.split("/").pop();
            expect.soft(texts.length, `${file}: textos`).toBeGreaterThan(0);
            expect.soft(loadedFaces, `${file}: tipo de letra carregado`).toContain("Inter");
            expect
              .soft(
                texts.filter((text) => !text.family.startsWith("Inter")),
                file,
              )
              .toEqual([]);
            expect
              .soft(
                texts.filter((text) => text.px < 11),
                `${file} a ${Math.round(drawnWidth)} px`,
              )
              .toEqual([]);
          }
        });
      });
    }
  }
});
