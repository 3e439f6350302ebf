import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { gotoReady, saveScreenshot } from "./support/browser.ts";
import { addresses, pages, plansOf, site } from "./support/siteConfig.ts";
import { siteAndBrowser } from "./support/suite.ts";

// The stand-ins never answer: the length measured is the first paint's, whatever the link service does.
const shared = siteAndBrowser({ STANDIN_MODE: "no-answer" });

const PHONE = { width: 390, height: 844 };

/**
 * The most phone screens (844 px tall at 390 px) each route may take, all its content shown. Home's is the goal of
 * ten; the others sit about half a screen above their length when the phone layouts arrived (decision 081), so a
 * change that makes a page grow by half a screen says so. Before them home took 18.1 screens, /anuncios 11.9,
 * /certificado 11.4, /segmento 10.8 and /preco 7.6.
 */
const MAX_SCREENS: Record<string, number> = {
  home: 10,
  anuncios: 10.5,
  certificado: 9.5,
  contadores: 7.25,
  contatos: 3.75,
  "nao-encontrada": 3.5,
  pagamento: 2,
  parceiro: 7.5,
  preco: 5.25,
  privacidade: 4.5,
  recursos: 8.5,
  segmento: 4,
  sobre: 6.75,
  testeGratis: 4.75,
};

/** Opens a route on a phone (or at `width`), runs `check`, keeps a screenshot when it fails. */
async function visit(path: string, check: (page: Page) => Promise<void>, width = PHONE.width): Promise<void> {
  const { page } = await shared.pages.lend({ width, height: width === PHONE.width ? PHONE.height : 800 });
  try {
    await gotoReady(page, `${shared.site.url}${path}`);
    await check(page);
  } catch (error) {
    await saveScreenshot(page, `phone-length-${width}${path.replace(/\//g, "_")}`);
    throw error;
  } finally {
    await shared.pages.giveBack(page);
  }
}

/** The page's height in phone screens, every section drawn. */
const screens = (page: Page) => page.evaluate((height) => document.documentElement.scrollHeight / height, PHONE.height);

describe.concurrent("the site's length on a phone (390 × 844)", () => {
  for (const { path, name } of addresses) {
    it(`${path} takes at most ${MAX_SCREENS[name]} screens, with no sideways scrolling`, async ({ expect }) => {
      expect(MAX_SCREENS[name], `limite de telas para a página ${name}`).toBeDefined();
      await visit(path, async (page) => {
        expect(await screens(page), "telas de 844 px").toBeLessThanOrEqual(MAX_SCREENS[name]!);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, "px de rolagem horizontal").toBeLessThanOrEqual(0);
      });
    });
  }
});

const home = pages.home!;
const longest = plansOf(home).find((plan) => plan.benefits.length > 5);
const plain = (text: string) => text.replace(/\*/g, "");

describe.concurrent("on a phone, long parts fold or swipe", () => {
  it("home's plans swipe as a row, the next card peeking in; a long benefit list opens and closes from the keyboard", async ({
    expect,
  }) => {
    await visit("/", async (page) => {
      const section = page.locator('[data-block="plans"]');
      // In the order shown: the recommended plan comes first on phones.
      const cards = await section.locator("li.accent-top").evaluateAll((items) =>
        items
          .map((item) => {
            const box = item.getBoundingClientRect();
            return { left: box.left, right: box.right };
          })
          .sort((a, b) => a.left - b.left),
      );
      expect(cards[0]!.left, "o primeiro cartão começa na tela").toBeGreaterThanOrEqual(0);
      expect(cards[1]!.left, "o segundo cartão aparece em parte").toBeLessThan(PHONE.width - 16);
      expect(cards[1]!.right, "o segundo cartão continua fora da tela").toBeGreaterThan(PHONE.width);

      const card = section.locator("li.accent-top", { hasText: plain(longest!.name) }).first();
      const toggle = card.locator("summary");
      const last = card.locator("li", { hasText: plain(longest!.benefits.at(-1)!) }).last();
      const label = site.ui.showAllBenefits.replace("{n}", String(longest!.benefits.length));
      expect((await toggle.innerText()).trim()).toBe(label);
      expect(await last.isVisible(), "benefício dobrado escondido").toBe(false);
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => last.isVisible(), { message: "Enter abre a lista" }).toBe(true);
      expect((await toggle.innerText()).trim()).toBe(site.ui.showFewerBenefits);
      await page.keyboard.press("Space");
      await expect.poll(() => last.isVisible(), { message: "Espaço fecha a lista" }).toBe(false);
    });
  });

  it("without scripts, every benefit of a folded list is in the page and its toggle opens it", async ({ expect }) => {
    const context = await shared.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${shared.site.url}/`);
      const card = page.locator('[data-block="plans"] li.accent-top', { hasText: plain(longest!.name) }).first();
      // The page keeps words like "NF-e" whole with a non-breaking hyphen.
      const text = (await card.textContent())!.replace(/\u2011/g, "-");
      for (const benefit of longest!.benefits) expect(text, "benefício no HTML").toContain(plain(benefit));
      const last = card.locator("li", { hasText: plain(longest!.benefits.at(-1)!) }).last();
      expect(await last.isVisible(), "benefício dobrado escondido").toBe(false);
      await card.locator("summary").click();
      await expect.poll(() => last.isVisible(), { message: "o botão abre a lista sem scripts" }).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("home's first carousel shows part of its next card beside the first", async ({ expect }) => {
    await visit("/", async (page) => {
      const groups = page.locator('[data-block="carousel"]').first().locator('[role="group"]');
      await groups.first().scrollIntoViewIfNeeded();
      const [first, second] = await groups.evaluateAll((slides) =>
        slides.slice(0, 2).map((slide) => {
          const box = slide.firstElementChild!.firstElementChild!.getBoundingClientRect();
          return { left: box.left, right: box.right };
        }),
      );
      expect(first!.left).toBeGreaterThanOrEqual(0);
      expect(first!.right).toBeLessThanOrEqual(PHONE.width);
      expect(PHONE.width - second!.left, "px do próximo cartão à vista").toBeGreaterThanOrEqual(16);
      expect(second!.right, "o próximo cartão continua fora da tela").toBeGreaterThan(PHONE.width);
    });
  });

  it("the footer's link and contact groups are folded under their headings and open on a press; on a wide screen they show", async ({
    expect,
  }) => {
    const firstLink = (page: Page) => page.locator("footer nav a").first();
    const email = (page: Page) => page.locator(`footer a[href="mailto:${site.contact.email}"]`);
    await visit("/", async (page) => {
      expect(await firstLink(page).isVisible(), "links do rodapé dobrados").toBe(false);
      expect(await email(page).isVisible(), "contato do rodapé dobrado").toBe(false);
      await page.locator("footer summary", { hasText: site.footer.linksTitle }).click();
      await expect.poll(() => firstLink(page).isVisible(), { message: "o grupo abre" }).toBe(true);
      await page.locator("footer summary", { hasText: site.footer.contactTitle }).click();
      await expect.poll(() => email(page).isVisible(), { message: "o contato abre" }).toBe(true);
    });
    await visit(
      "/",
      async (page) => {
        expect(await firstLink(page).isVisible(), "links à vista em tela larga").toBe(true);
        expect(await email(page).isVisible(), "contato à vista em tela larga").toBe(true);
      },
      1280,
    );
  });
});
