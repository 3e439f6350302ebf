import type { Page, Response } from "playwright-core";
import { describe, it, type ExpectStatic } from "vitest";
import type { PageConfig } from "../../schema/generated/page.ts";
import { axeViolations } from "./support/axe.ts";
import { gotoReady, saveScreenshot, VIEWPORTS } from "./support/browser.ts";
import {
  crowdedFooterLinks,
  headerBox,
  scrollThrough,
  smallTargets,
  splitFigures,
  textUnderFloatingButton,
  wrappedButtons,
  wrappedTexts,
} from "./support/layoutProbes.ts";
import { addresses, fallbackHref } from "./support/siteConfig.ts";
import { differencesFromWholeStylesheet } from "./support/styleProbe.ts";
import { siteAndBrowser } from "./support/suite.ts";

/**
 * Every route at every width, in one visit each: what the page shows and its buttons, its finish, its accessibility
 * and its stylesheet split are all checked on the same page, in that order (the last one scrolls and adds a
 * stylesheet). Four suites each opening every route took four times the page loads, most of the browser suites' time
 * on a 2-core machine.
 *
 * The stand-ins never answer here: every chat button must work from its fallback alone, and the layout must be
 * finished from the first paint, whatever the link service does.
 */
const shared = siteAndBrowser({ STANDIN_MODE: "no-answer" });

/** Content each route must show: prices (with a normal space), plan names, button labels. */
const SPEC_FACTS: Record<string, string[]> = {
  "/preco": ["R$ 49,99", "R$ 58,99", "R$ 84,99", "Recomendado", "QUERO CONHECER"],
  "/certificado": ["R$ 219,00", "R$ 155,00"],
  "/anuncios": [
    "Aumente suas vendas",
    "QUERO ESCALAR MEU NEGÓCIO",
    "R$ 599,00",
    "R$ 1.299,00",
    "R$ 2.499,00",
    "R$ 32.500,00",
    "R$ 273,89",
  ],
  "/lpanunciosGoogle": ["Aumente suas vendas", "QUERO ESCALAR MEU NEGÓCIO"],
  "/contadores": ["R$ 4.000,00"],
  "/testeGratis": ["30 dias"],
  "/home": ["Você é contador? Seja nosso parceiro e ganhe comissões!", "SEJA UM PARCEIRO"],
  "/pagamento/11222333000181": ["11.222.333/0001-81"],
};

const MAX_HEADER = 80;
const PHONE = VIEWPORTS.mobile.width;
const TABLET = VIEWPORTS.tablet.width;

interface Address {
  path: string;
  name: string;
  page: PageConfig;
}

/** Its blocks, title and spec facts, every chat button on its fallback link, safe external links, no sideways scroll. */
async function rendersItsBlocks(page: Page, response: Response | null, address: Address, expect: ExpectStatic) {
  const { path, name, page: config } = address;
  expect(response?.status()).toBe(200);
  await page.waitForSelector("main [data-block]");
  expect(await page.locator("main [data-block]").count()).toBeGreaterThanOrEqual(config.blocks.length);
  expect(await page.locator("main > [data-block]").count()).toBe(config.blocks.length);
  expect(await page.locator("h1").count()).toBe(1);
  expect(await page.title()).toBe(config.title);

  // textContent, not innerText: CSS may show a word in capitals ("Recomendado" as RECOMENDADO).
  const text = ((await page.locator("body").textContent()) ?? "").replace(/\u00a0/g, " ");
  for (const fact of SPEC_FACTS[path] ?? []) expect(text, `${path} mostra "${fact}"`).toContain(fact);

  const chatButtons = await page.locator("[data-chat]").evaluateAll((links) =>
    links.map((link) => ({
      name: link.getAttribute("data-chat")!,
      href: link.getAttribute("href"),
      target: link.getAttribute("target"),
      rel: link.getAttribute("rel"),
    })),
  );
  for (const button of chatButtons) {
    expect(button.href, `${name}: botão ${button.name}`).toBe(fallbackHref(config, button.name));
    expect(button.target).toBe("_blank");
    expect(button.rel).toBe("noopener noreferrer");
  }
  const externals = await page
    .locator('a[href^="http"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("rel")));
  for (const rel of externals) expect(rel).toBe("noopener noreferrer");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} não rola na horizontal`).toBeLessThanOrEqual(0);
}

/** One-row header, figures and button labels on one line, spaced footer links, big enough targets on phones. */
async function looksFinished(page: Page, width: number, expect: ExpectStatic) {
  const header = await headerBox(page);
  expect(header, "a página tem uma barra no topo").not.toBeNull();
  expect(header!.height).toBeLessThanOrEqual(MAX_HEADER);
  expect.soft(await splitFigures(page), "valores, porcentagens, telefones e e-mails numa linha só").toEqual([]);
  expect.soft(await wrappedButtons(page), "botões com o rótulo numa linha só").toEqual([]);
  expect.soft(await wrappedTexts(page, '[data-block="stats"] dd'), "números em destaque numa linha só").toEqual([]);
  expect.soft(await crowdedFooterLinks(page), "links do rodapé a 8 px ou mais uns dos outros").toEqual([]);
  if (width === PHONE) expect.soft(await smallTargets(page), "botões e links-botão com 44×44 px ou mais").toEqual([]);
  expect.soft(await textUnderFloatingButton(page), "o botão flutuante não cobre texto na primeira tela").toEqual([]);
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  const { width } = viewport;
  describe.concurrent(`every route at ${width}px`, () => {
    for (const address of addresses) {
      const { path, page: config } = address;
      // The accessibility and stylesheet checks run at the phone and desktop widths, as they always have.
      const wholePage = width !== TABLET;
      const stylesChecked = wholePage && !path.includes(":");
      const checks = [
        `renders its ${config.blocks.length} blocks with working buttons and no console error`,
        `one-row header ≤ ${MAX_HEADER} px, figures and button labels on one line, spaced footer links${width === PHONE ? ", targets ≥ 44 px" : ""}${config.layout?.floatingChat ? ", floating button clear of text" : ""}`,
        ...(wholePage ? ["no axe violations (WCAG 2.1 AA)"] : []),
        ...(stylesChecked ? ["scrolled through, styled as by the whole stylesheet"] : []),
      ];
      it(`${path}: ${checks.join("; ")}`, async ({ expect }) => {
        const { page, errors } = await shared.pages.lend(viewport);
        try {
          const response = await gotoReady(page, `${shared.site.url}${path}`);
          await rendersItsBlocks(page, response, address, expect);
          await looksFinished(page, width, expect);
          if (wholePage) expect(await axeViolations(page)).toEqual([]);
          if (stylesChecked) expect(await differencesFromWholeStylesheet(page, () => scrollThrough(page))).toEqual([]);
          expect(errors).toEqual([]);
        } catch (error) {
          await saveScreenshot(page, `${viewportName}${path.replace(/\//g, "_")}`);
          throw error;
        } finally {
          await shared.pages.giveBack(page);
        }
      });
    }
  });
}
