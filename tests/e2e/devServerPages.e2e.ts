import { readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "./support/browser.ts";
import { makeCheckout, type Checkout } from "./support/checkout.ts";
import { DEV_SERVER_SETUP_MS, startDevServer, type DevServer } from "./support/devServer.ts";

let checkout: Checkout;
let dev: DevServer;
let browser: Browser;
const pagesDir = () => join(checkout.dir, "site.config", "pages");

beforeAll(async () => {
  checkout = makeCheckout("site-dev-pages-");
  [dev, browser] = await Promise.all([startDevServer(checkout.dir, "/sobre"), launchBrowser()]);
}, DEV_SERVER_SETUP_MS);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  checkout?.remove();
});

/** The text of Vite's error overlay, empty when there is none. */
const overlayOf = (page: Awaited<ReturnType<typeof openPage>>["page"]) => () =>
  page.evaluate(() => document.querySelector("vite-error-overlay")?.shadowRoot?.textContent ?? "");

describe("the dev server's pages come from the loader (virtual:site-pages)", () => {
  it("serves a page created while it runs, the open document reloading by itself", async () => {
    const { page, errors } = await openPage(browser, 1280);
    try {
      await page.goto(`${dev.url}/sobre`);
      await page.waitForSelector("html[data-ready] h1");
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));
      const privacy = JSON.parse(readFileSync(join(pagesDir(), "privacidade.json"), "utf8")) as Record<string, unknown>;
      writeFileSync(
        join(pagesDir(), "novidade.json"),
        JSON.stringify({ ...privacy, route: "/novidade", title: "Novidade criada agora" }, null, 2),
      );
      try {
        await expect
          .poll(() => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded ?? false), {
            timeout: 15_000,
          })
          .toBe(false);
        await page.goto(`${dev.url}/novidade`);
        await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^Novidade criada agora/);
      } finally {
        rmSync(join(pagesDir(), "novidade.json"));
      }
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it("refuses a page linked outside site.config/ in the error overlay, never showing its content", async () => {
    const { page } = await openPage(browser, 1280);
    const outside = join(checkout.dir, "fora.json");
    const privacy = JSON.parse(readFileSync(join(pagesDir(), "privacidade.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(outside, JSON.stringify({ ...privacy, route: "/vazada", title: "Texto de fora da pasta" }));
    try {
      await page.goto(`${dev.url}/sobre`);
      await page.waitForSelector("html[data-ready] h1");
      symlinkSync(outside, join(pagesDir(), "vazada.json"));
      try {
        await expect
          .poll(overlayOf(page), { timeout: 15_000 })
          .toContain("O arquivo é um link que leva para fora da pasta de configuração");
        await page.goto(`${dev.url}/vazada`).catch(() => undefined);
        expect(await page.content()).not.toContain("Texto de fora da pasta");
      } finally {
        rmSync(join(pagesDir(), "vazada.json"));
      }
      await page.goto(`${dev.url}/sobre`);
      await page.waitForSelector("html[data-ready] h1");
      expect(await overlayOf(page)()).toBe("");
    } finally {
      await page.context().close();
      rmSync(outside);
    }
  }, 60_000);
});
