import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, gotoReady } from "./support/browser.ts";
import { makeCheckout, type Checkout } from "./support/checkout.ts";
import { startSite } from "./support/server.ts";

let checkout: Checkout;
let npm: Checkout["npm"];

beforeAll(() => {
  checkout = makeCheckout("site-nova-pagina-");
  npm = checkout.npm;
}, 60_000);

afterAll(() => checkout?.remove());

describe("a page made with new-page", () => {
  it("validates, builds and renders at its route", async () => {
    npm("new-page", "--", "promo-teste", "--route", "/promo-teste", "--from", "testeGratis");
    const page = JSON.parse(readFileSync(join(checkout.dir, "site.config/pages/promo-teste.json"), "utf8"));
    expect(page.route).toBe("/promo-teste");

    expect(npm("validate")).toContain("nenhum problema");
    npm("build");

    const [site, browser] = await Promise.all([startSite({ STANDIN_MODE: "no-answer" }, checkout.dir), launchBrowser()]);
    try {
      const { page: tab, errors } = await openPage(browser, 390);
      const response = await gotoReady(tab, `${site.url}/promo-teste`);
      expect(response?.status()).toBe(200);
      expect(await tab.locator("main > [data-block]").count()).toBe(page.blocks.length);
      expect(await tab.locator("h1").count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await site.stop();
    }
  }, 180_000);

  it("refuses a route another page already answers on", () => {
    expect(() => npm("new-page", "--", "outra", "--route", "/preco")).toThrow(/A rota \/preco já pertence a outra página/);
  });
});
