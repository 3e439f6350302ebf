import type { Page } from "playwright-core";
import { describe, it, type ExpectStatic } from "vitest";
import type { ContactFormBlock } from "../../schema/generated/page.ts";
import { BLOCKS_ON_FIRST_SCREEN } from "../../build/prerender/pageWriter.ts";
import { VIEWPORTS, gotoReady, saveScreenshot } from "./support/browser.ts";
import { scrollThrough } from "./support/layoutProbes.ts";
import { addresses, pages, site } from "./support/siteConfig.ts";
import {
  computedStyles,
  differencesFromWholeStylesheet,
  styleDifferences,
  wholeStylesheet,
} from "./support/styleProbe.ts";
import { siteAndBrowser } from "./support/suite.ts";

/**
 * A page inlines the rules its prerendered markup can use and gets the others (the states the app toggles, other
 * pages' blocks) after its first paint, as a second file: the two hold the whole stylesheet, but the second comes
 * after the first, so a rule of it that came before an inlined rule of the same specificity would now win. Here
 * every element's computed style, in each state the app can reach, is compared with the same page once the whole
 * stylesheet is added last, which restores the stylesheet's own order: they must not differ.
 */
const shared = siteAndBrowser({ STANDIN_MODE: "no-answer" });

/** Opens `path` at `width`, brings the page to a state, and compares its styles before and after the whole stylesheet. */
async function sameStyles(width: number, path: string, reach: (page: Page) => Promise<void>, expect: ExpectStatic) {
  const { page, errors } = await shared.pages.lend({ width, height: 800 });
  try {
    await gotoReady(page, `${shared.site.url}${path}`);
    expect(await differencesFromWholeStylesheet(page, () => reach(page))).toEqual([]);
    expect(errors).toEqual([]);
  } catch (error) {
    await saveScreenshot(page, `styles-${width}${path.replace(/\//g, "_")}`);
    throw error;
  } finally {
    await shared.pages.giveBack(page);
  }
}

describe.concurrent(
  "the stylesheet split between the page and its second file styles every element as the whole stylesheet does",
  () => {
    it("with the phone menu open", ({ expect }) =>
      sameStyles(
        390,
        "/home",
        (page) => page.locator('[data-layout="nav"] button[aria-controls="menu-principal"]').click(),
        expect,
      ));

    it("with the Sobre dropdown open", ({ expect }) =>
      sameStyles(
        1280,
        "/home",
        (page) => page.getByRole("button", { name: site.nav.dropdown!.label, exact: true }).click(),
        expect,
      ));

    const contact = pages.home!.blocks.find((block): block is ContactFormBlock => block.type === "contactForm")!;
    it("with the contact form open", ({ expect }) =>
      sameStyles(
        390,
        "/home",
        async (page) => {
          await page.getByRole("button", { name: contact.openLabel }).click();
          await page.getByRole("dialog", { name: contact.modalTitle }).getByLabel(contact.labels.nome).waitFor();
        },
        expect,
      ));

    it("on a page reached in the app from a page that uses few of the rules", ({ expect }) =>
      sameStyles(
        1280,
        "/privacidade",
        async (page) => {
          await page.locator('[data-layout="nav"] a[href="/home"]').first().click();
          // The app shows the next page once its data and blocks are here: the home page's contact block says it is.
          await page.locator('main [data-block="contactForm"]').waitFor();
          await scrollThrough(page);
        },
        expect,
      ));
  },
);

describe.concurrent("other pages' blocks' rules (decision 053)", () => {
  const otherPagesSheet = (url: string) => /\/assets\/other-pages-[\w-]+\.css$/.test(new URL(url).pathname);

  it("are not requested while a page starts, and are, once, on the first move to another page, before it shows", async ({
    expect,
  }) => {
    const { page } = await shared.pages.lend({ width: 1280, height: 800 });
    try {
      const requested: string[] = [];
      page.on("request", (request) => otherPagesSheet(request.url()) && requested.push(request.url()));
      await gotoReady(page, `${shared.site.url}/privacidade`);
      await page.waitForLoadState("networkidle");
      expect(requested).toEqual([]);
      await page.locator('[data-layout="nav"] a[href="/home"]').first().click();
      await page.locator('main [data-block="contactForm"]').waitFor();
      expect(requested).toHaveLength(1);
      // Its rules are in the page by the time the new page shows: a block's own class is styled.
      const sheetLoaded = await page.evaluate(
        (href) => [...document.styleSheets].some((sheet) => sheet.href === href && sheet.cssRules.length > 0),
        requested[0]!,
      );
      expect(sheetLoaded).toBe(true);
      await page.locator('[data-layout="nav"] a[href="/preco"]').first().click();
      await page.waitForURL(/\/preco$/);
      await page.locator('main [data-block="plans"]').first().waitFor();
      expect(requested).toHaveLength(1);
    } finally {
      await shared.pages.giveBack(page);
    }
  });

  it("that cannot be loaded turn the move into a full page load, which inlines its own", async ({ expect }) => {
    const { page } = await shared.pages.lend({ width: 1280, height: 800 });
    try {
      await page.route(
        (url) => otherPagesSheet(url.href),
        (route) => route.abort(),
      );
      await gotoReady(page, `${shared.site.url}/privacidade`);
      // A full load starts a new window object: the mark set here does not survive it, a move in the app does.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.locator('[data-layout="nav"] a[href="/home"]').first().click();
      await page.waitForURL(/\/home$/);
      await page.locator('main [data-block="contactForm"]').waitFor();
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
      expect(await page.locator("head style").count()).toBeGreaterThan(0);
    } finally {
      await shared.pages.giveBack(page);
    }
  });
});

describe("a page too long for the first round trip (decision 092)", () => {
  const LATER_BLOCKS = /<link rel="stylesheet" href="(\/assets\/below-first-screen-[\w-]+\.css)">/;
  /** The static addresses whose HTML links the stylesheet of its later blocks, with that stylesheet's address. */
  async function longPages(): Promise<Array<{ path: string; stylesheet: string; html: string }>> {
    const found = await Promise.all(
      addresses
        .filter(({ path }) => !path.includes("pagamento"))
        .map(async ({ path }) => {
          const html = await (await fetch(`${shared.site.url}${path}`)).text();
          return { path, html, stylesheet: LATER_BLOCKS.exec(html)?.[1] };
        }),
    );
    return found.flatMap(({ stylesheet, ...page }) => (stylesheet ? [{ ...page, stylesheet }] : []));
  }

  it("links its later blocks' rules after its content and keeps them out of its inline CSS; a short page links none", async ({
    expect,
  }) => {
    const long = await longPages();
    expect(long.map(({ path }) => path)).toEqual(expect.arrayContaining(["/", "/home"]));
    expect(long.map(({ path }) => path)).not.toContain("/preco");
    for (const { html, stylesheet } of long) {
      expect(html.indexOf(stylesheet)).toBeGreaterThan(html.indexOf('<div id="root">'));
      const laterRules = await (await fetch(`${shared.site.url}${stylesheet}`)).text();
      const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
      const firstLaterSelector = /^[^{]+/.exec(laterRules)![0];
      expect(laterRules.length).toBeGreaterThan(0);
      expect(inline).not.toContain(`${firstLaterSelector}{`);
    }
  });

  it("shows none of the blocks that wait for that stylesheet on the first screen, at 390, 768 and 1280 px", async ({
    expect,
  }) => {
    const long = await longPages();
    for (const viewport of Object.values(VIEWPORTS)) {
      const { page } = await shared.pages.lend(viewport);
      try {
        for (const { path } of long) {
          await gotoReady(page, `${shared.site.url}${path}`);
          const tops = await page.evaluate(
            (count) =>
              [...document.querySelectorAll("main [data-block]")]
                .filter((block) => !block.parentElement?.closest("[data-block]"))
                .slice(count)
                .map((block) => block.getBoundingClientRect().top + window.scrollY),
            BLOCKS_ON_FIRST_SCREEN,
          );
          expect(tops.length, path).toBeGreaterThan(0);
          expect(Math.min(...tops), `${path} a ${viewport.width} px`).toBeGreaterThanOrEqual(viewport.height);
        }
      } finally {
        await shared.pages.giveBack(page);
      }
    }
  });

  it("styles every element without scripts as the whole stylesheet does, at 390 and 1280 px", async ({ expect }) => {
    const url = `${shared.site.url}/home`;
    const html = await (await fetch(url)).text();
    // The page as served, and with the whole stylesheet (in its own order) after everything it has; the first gets
    // its later blocks' stylesheet once more in that place, so that both have the same elements.
    const atTheEnd = (href: string) => html.replace("</body>", `<link rel="stylesheet" href="${href}"></body>`);
    const served = atTheEnd(LATER_BLOCKS.exec(html)![1]!);
    const whole = atTheEnd(wholeStylesheet());
    for (const width of [390, 1280]) {
      const context = await shared.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const stylesOf = async (body: string) => {
          await page.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body }));
          await page.goto(url, { waitUntil: "load" });
          await page.unroute(url);
          return computedStyles(page);
        };
        expect(styleDifferences(await stylesOf(served), await stylesOf(whole))).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
