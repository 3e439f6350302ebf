import type { Page } from "playwright-core";
import { describe, it, type ExpectStatic } from "vitest";
import type { ContactFormBlock } from "../../schema/generated/page.ts";
import { gotoReady, saveScreenshot } from "./support/browser.ts";
import { scrollThrough } from "./support/layoutProbes.ts";
import { pages, site } from "./support/siteConfig.ts";
import { differencesFromWholeStylesheet } from "./support/styleProbe.ts";
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
