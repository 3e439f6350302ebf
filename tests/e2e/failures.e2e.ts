import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoReady, launchBrowser, nextFrame, openPage } from "./support/browser.ts";
import { startSite } from "./support/server.ts";
import { fallbackHref, pages, site as siteConfig } from "./support/siteConfig.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const preco = pages.preco!;
/** The page's links the app asks the link service for (those with a group). */
const asked = Object.values(preco.links ?? {}).filter((link) => link.grupo !== undefined).length;

const isLinkCall = (request: Request) => new URL(request.url()).searchParams.has("grupo");

/** Counts the page's calls to the link service: sent, and ended (answered, failed or abandoned by the app). */
function watchLinkCalls(page: Page): { sent: () => number; ended: () => number } {
  let sent = 0;
  let ended = 0;
  const end = (request: Request) => void (isLinkCall(request) && ended++);
  page.on("request", (request) => void (isLinkCall(request) && sent++));
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  return { sent: () => sent, ended: () => ended };
}

/**
 * Loads a page and returns every chat button's name and href once each of its link calls has ended, and the page
 * has had a frame to apply what it learned. A silent service is never waited for in real time: the page's clock
 * is moved past the link timeout for each call it leaves pending (calls may go one after another).
 */
async function chatHrefsAfterCalls(url: string, silent: boolean): Promise<Array<{ name: string; href: string }>> {
  const { page, errors } = await openPage(browser, 1280);
  await page.clock.install();
  const calls = watchLinkCalls(page);
  await gotoReady(page, url);
  for (let call = 1; call <= asked; call++) {
    await expect.poll(calls.sent, { timeout: 10_000 }).toBeGreaterThanOrEqual(call);
    if (silent && calls.ended() < call) await page.clock.runFor(siteConfig.linkService.timeoutMs);
    await expect.poll(calls.ended, { timeout: 10_000 }).toBeGreaterThanOrEqual(call);
  }
  await nextFrame(page);
  expect(calls.sent()).toBe(asked);
  const hrefs = await page
    .locator("[data-chat]")
    .evaluateAll((links) =>
      links.map((link) => ({ name: link.getAttribute("data-chat")!, href: link.getAttribute("href")! })),
    );
  await page.context().close();
  expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  return hrefs;
}

describe("chat links when the link service misbehaves", () => {
  const failures = ["not-ok", "http-500", "malformed", "javascript-link", "http-link", "no-answer", "slow"];
  for (const mode of failures) {
    it(`keeps every button on its page's fallback when the service answers "${mode}"`, async () => {
      const site = await startSite({ STANDIN_MODE: mode });
      try {
        // Failing answers arrive at once; a silent or slow service is waited past the page's timeout on its clock.
        const hrefs = await chatHrefsAfterCalls(`${site.url}/preco`, mode === "no-answer" || mode === "slow");
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

  it("uses the service's link when it answers ok (the control case: the same wait sees a change)", async () => {
    const site = await startSite({ STANDIN_MODE: "ok" });
    try {
      const hrefs = await chatHrefsAfterCalls(`${site.url}/preco`, false);
      expect(hrefs.length).toBeGreaterThanOrEqual(5);
      for (const { name, href } of hrefs) expect(href).toBe(`${fallbackHref(preco, name)}&origem=servico`);
    } finally {
      await site.stop();
    }
  });
});

describe("when the page's data file does not arrive", () => {
  it("keeps the prerendered page, with every chat button on its fallback, and says which file failed", async () => {
    const site = await startSite();
    try {
      const { page, errors } = await openPage(browser, 390);
      await page.route("**/assets/page-*.json", (route) => route.fulfill({ status: 503, body: "" }));
      await page.goto(`${site.url}/preco`, { waitUntil: "load" });
      await expect
        .poll(() => errors.find((error) => /\/assets\/page-[\w-]+\.json respondeu 503/.test(error)), {
          timeout: 10_000,
        })
        .toBeTruthy();
      // The app did not start: the page is the prerendered one, and its buttons are plain links to the chat.
      expect(await page.locator("html[data-ready]").count()).toBe(0);
      expect(await page.locator("h1").count()).toBe(1);
      const hrefs = await page
        .locator("[data-chat]")
        .evaluateAll((links) =>
          links.map((link) => ({ name: link.getAttribute("data-chat")!, href: link.getAttribute("href")! })),
        );
      expect(hrefs.length).toBeGreaterThanOrEqual(5);
      for (const { name, href } of hrefs) expect(href).toBe(fallbackHref(preco, name));
      await page.context().close();
    } finally {
      await site.stop();
    }
  });
});
