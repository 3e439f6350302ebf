import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import type { ContactFormBlock } from "../../schema/generated/page.ts";
import { QUIET } from "../../tools/bench/interactions/eventTiming.ts";
import { gotoReady, saveScreenshot } from "./support/browser.ts";
import { scrollThrough } from "./support/layoutProbes.ts";
import { pages, site } from "./support/siteConfig.ts";
import { siteAndBrowser } from "./support/suite.ts";

/**
 * What a phone visitor's taps cost (`npm run bench:interactions` times them) depends on what runs in the tap's own
 * frame; these check, without timing anything, that a tap downloads nothing (the code and styles it needs arrived while
 * the visitor scrolled) and that the work moved out of the tap's frame still happens.
 */
const shared = siteAndBrowser();
const contact = pages.home!.blocks.find((block): block is ContactFormBlock => block.type === "contactForm")!;
const TOGGLE = '[data-layout="nav"] button[aria-controls="menu-principal"]';

/** Records the scripts and stylesheets the page requests from now on. */
function codeRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (["script", "stylesheet"].includes(request.resourceType())) requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

describe("a phone visitor's taps", () => {
  it("on the home page (menu, next slide, contact dialog) start no script or stylesheet download once scrolled past", async ({
    expect,
  }) => {
    const { page, errors } = await shared.pages.lend({ width: 390, height: 844 });
    try {
      await gotoReady(page, `${shared.site.url}/`);
      await scrollThrough(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(QUIET);
      const requested = codeRequests(page);

      await page.locator(TOGGLE).click();
      await page.locator(`${TOGGLE}[aria-expanded="true"]`).waitFor();
      await page.locator(TOGGLE).click();
      await page.locator(`${TOGGLE}[aria-expanded="false"]`).waitFor();

      const carousel = page.locator('[data-block="carousel"]').first();
      await carousel.getByRole("button", { name: site.ui.next, exact: true }).click();
      // The second slide is current: its dot, or "2 de N" where there are too many slides for a dot each.
      await expect
        .poll(() =>
          carousel.evaluate((element) => {
            const counter = element.querySelector("[aria-live]")?.textContent;
            return counter
              ? !counter.startsWith("1 ")
              : !!element.querySelector('[aria-current="true"]:not(:first-child)');
          }),
        )
        .toBe(true);

      await page.getByRole("button", { name: contact.openLabel }).click();
      await page.getByRole("dialog", { name: contact.modalTitle }).getByLabel(contact.labels.nome).waitFor();
      expect(requested).toEqual([]);
      expect(errors).toEqual([]);
    } catch (error) {
      await saveScreenshot(page, "interactions-home");
      throw error;
    } finally {
      await shared.pages.giveBack(page);
    }
  });

  it("the contact dialog, shown at once, becomes modal with the focus on its first field, and the page behind inert", async ({
    expect,
  }) => {
    const { page, errors } = await shared.pages.lend({ width: 390, height: 844 });
    try {
      await gotoReady(page, `${shared.site.url}/`);
      await page.getByRole("button", { name: contact.openLabel }).click();
      const name = page.getByRole("dialog", { name: contact.modalTitle }).getByLabel(contact.labels.nome);
      await name.waitFor();
      await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
      expect(await name.evaluate((field) => field === document.activeElement)).toBe(true);
      // Modal: the page behind cannot take the focus (the button that opened the dialog refuses it).
      const opener = page.getByRole("button", { name: contact.openLabel, includeHidden: true });
      await opener.evaluate((button: HTMLElement) => button.focus());
      expect(await name.evaluate((field) => field === document.activeElement)).toBe(true);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    } catch (error) {
      await saveScreenshot(page, "interactions-dialog");
      throw error;
    } finally {
      await shared.pages.giveBack(page);
    }
  });
});
