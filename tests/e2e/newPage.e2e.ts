import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/paths.ts";
import { launchBrowser, openPage } from "./support/browser.ts";
import { startSite } from "./support/server.ts";

/** Folders that are built or installed, not part of the source an editor works on. */
const NOT_SOURCE = new Set(["node_modules", "dist", ".ssr", ".git", ".data", "artifacts", "bench"]);

const checkout = mkdtempSync(join(tmpdir(), "site-nova-pagina-"));

/** Runs an npm script in the copy as an editor would, returning its output (throws with it on a non-zero exit). */
function npm(...args: string[]): string {
  return execFileSync("npm", ["run", "--silent", ...args], { cwd: checkout, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

beforeAll(() => {
  cpSync(ROOT, checkout, { recursive: true, filter: (source) => !NOT_SOURCE.has(relative(ROOT, source).split("/").pop()!) });
  symlinkSync(join(ROOT, "node_modules"), join(checkout, "node_modules"), "dir");
}, 60_000);

afterAll(() => rmSync(checkout, { recursive: true, force: true }));

describe("a page made with new-page", () => {
  it("validates, builds and renders at its route", async () => {
    npm("new-page", "--", "promo-teste", "--route", "/promo-teste", "--from", "testeGratis");
    const page = JSON.parse(readFileSync(join(checkout, "site.config/pages/promo-teste.json"), "utf8"));
    expect(page.route).toBe("/promo-teste");

    expect(npm("validate")).toContain("nenhum problema");
    npm("build");

    const [site, browser] = await Promise.all([startSite({ STANDIN_MODE: "no-answer" }, checkout), launchBrowser()]);
    try {
      const { page: tab, errors } = await openPage(browser, 390);
      const response = await tab.goto(`${site.url}/promo-teste`, { waitUntil: "networkidle" });
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
