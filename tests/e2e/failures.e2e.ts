import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoReady, launchBrowser, openPage } from "./support/browser.ts";
import { startSite } from "./support/server.ts";
import { fallbackHref, pages } from "./support/siteConfig.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Loads a page, lets its link calls finish (or time out), and returns every chat button's name and href. */
async function chatHrefsAfterCalls(url: string, waitMs: number): Promise<Array<{ name: string; href: string }>> {
  const { page, errors } = await openPage(browser, 1280);
  // The calls start with the app; wait for it, then for the calls.
  await gotoReady(page, url);
  await page.waitForTimeout(waitMs);
  const hrefs = await page.locator("[data-chat]").evaluateAll((links) => links.map((link) => ({ name: link.getAttribute("data-chat")!, href: link.getAttribute("href")! })));
  await page.context().close();
  expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  return hrefs;
}

const preco = pages.preco!;

describe("chat links when the link service misbehaves", () => {
  const failures = ["not-ok", "http-500", "malformed", "javascript-link", "http-link", "no-answer", "slow"];
  for (const mode of failures) {
    it(`keeps every button on its page's fallback when the service answers "${mode}"`, async () => {
      const site = await startSite({ STANDIN_MODE: mode });
      try {
        // Failing answers arrive at once; a silent service is waited past its first 4 s timeout.
        const waitMs = mode === "no-answer" || mode === "slow" ? 5000 : 1500;
        const hrefs = await chatHrefsAfterCalls(`${site.url}/preco`, waitMs);
        expect(hrefs.length).toBeGreaterThanOrEqual(5);
        for (const { name, href } of hrefs) {
          expect(href).toBe(fallbackHref(preco, name));
          expect(href.startsWith("https://")).toBe(true);
        }
      } finally {
        await site.stop();
      }
    });
  }

  it("uses the service's link when it answers ok (the control case)", async () => {
    const site = await startSite({ STANDIN_MODE: "ok" });
    try {
      const hrefs = await chatHrefsAfterCalls(`${site.url}/preco`, 1500);
      expect(hrefs.length).toBeGreaterThanOrEqual(5);
      for (const { name, href } of hrefs) expect(href).toBe(`${fallbackHref(preco, name)}&origem=servico`);
    } finally {
      await site.stop();
    }
  });
});
