import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, gotoReady } from "./support/browser.ts";
import { makeCheckout, type Checkout } from "./support/checkout.ts";
import { addCollection, COLLECTION, segmentCityRows, TEMPLATE } from "../../tools/bench/collectionRows.ts";
import { startDevServer } from "./support/devServer.ts";
import { startSite } from "./support/server.ts";

let checkout: Checkout;
let npm: Checkout["npm"];

beforeAll(() => {
  checkout = makeCheckout("site-nova-pagina-");
  npm = checkout.npm;
}, 60_000);

afterAll(() => checkout?.remove());

// 50 rows show one page per row as well as 500 did (and cost a tenth of the build): the build's growth with the rows
// is measured by bench:scale (5,000 rows).
describe("a collection of 50 rows", () => {
  it("validates, and builds one page per row under the template's route with the row's texts, all in the sitemap", async () => {
    const config = join(checkout.dir, "site.config");
    const rows = segmentCityRows(50);
    addCollection(config, rows);
    try {
      expect(npm("validate")).toContain("nenhum problema");
      npm("build");
      const dist = join(checkout.dir, "dist");
      expect(readdirSync(join(dist, "sistema-para")).sort()).toEqual(rows.map((row) => row.slug).sort());
      for (const row of rows) {
        const html = readFileSync(join(dist, "sistema-para", row.slug, "index.html"), "utf8");
        expect(html).toContain(`<title>Sistema para ${row.segmento} em ${row.cidade} | `);
        expect(html).toContain(`<link rel="canonical" href="`);
        expect(html).toContain(`/sistema-para/${row.slug}"`);
      }
      const sitemap = readFileSync(join(dist, "sitemap.xml"), "utf8");
      expect(sitemap.match(/<loc>[^<]*\/sistema-para\/[a-z0-9-]+<\/loc>/g)).toHaveLength(rows.length);
      expect(sitemap).not.toContain(":slug");

      const row = rows.find((candidate) => candidate.slug === "lojas-de-roupas-porto-alegre")!;
      const [site, browser] = await Promise.all([
        startSite({ STANDIN_MODE: "no-answer" }, checkout.dir),
        launchBrowser(),
      ]);
      try {
        const { page: tab, errors } = await openPage(browser, 390);
        const response = await gotoReady(tab, `${site.url}/sistema-para/${row.slug}`);
        expect(response?.status()).toBe(200);
        expect(await tab.locator("h1").textContent()).toBe(`Sistema de gestão para ${row.segmento} em ${row.cidade}`);
        const chat = new URL((await tab.locator("main [data-chat]").first().getAttribute("href"))!);
        expect(chat.searchParams.get("text")).toMatch(
          new RegExp(`^Olá! Tenho uma loja de roupas em Porto Alegre e quero`),
        );
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
        await site.stop();
      }
    } finally {
      rmSync(join(config, "pages", `${TEMPLATE}.json`));
      rmSync(join(config, "collections", `${COLLECTION}.json`));
    }
  }, 300_000);
});

describe("a page made with new-page", () => {
  it("validates, builds and renders at its route", async () => {
    npm("new-page", "--", "promo-teste", "--route", "/promo-teste", "--from", "testeGratis");
    const page = JSON.parse(readFileSync(join(checkout.dir, "site.config/pages/promo-teste.json"), "utf8"));
    expect(page.route).toBe("/promo-teste");

    expect(npm("validate")).toContain("nenhum problema");
    npm("build");

    const [site, browser] = await Promise.all([
      startSite({ STANDIN_MODE: "no-answer" }, checkout.dir),
      launchBrowser(),
    ]);
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
    expect(() => npm("new-page", "--", "outra", "--route", "/preco")).toThrow(
      /A rota \/preco já pertence a outra página/,
    );
  });
});

// Before the stylesheet edit below: once it is undone, the kept Vite builds are of the edited stylesheet and the next
// build runs Vite twice more, which a build that stops at the invalid page does not need.
describe("an invalid page", () => {
  const broken = () => {
    const file = join(checkout.dir, "site.config/pages/sobre.json");
    const original = readFileSync(file, "utf8");
    writeFileSync(file, original.replace('"type": "banner"', '"type": "baner"'));
    return { file, original };
  };

  it("fails the production build with the validator's message, position and problem code", () => {
    const { file, original } = broken();
    try {
      expect(() => npm("build")).toThrow(
        /pages\/sobre\.json:\d+:\d+ {2}Tipo de bloco desconhecido "baner"\. {2}Use um tipo existente\. Você quis dizer "banner"\? Tipos: [\w, ]+\. {2}SITE-008\n/,
      );
    } finally {
      writeFileSync(file, original);
    }
  }, 120_000);

  it("shows the validator's message in the dev server's page, comes back once fixed, and follows later edits live", async () => {
    const [dev, browser] = await Promise.all([startDevServer(checkout.dir, "/sobre"), launchBrowser()]);
    try {
      const { page } = await openPage(browser, 1280);
      await expect
        .poll(
          () =>
            page.goto(`${dev.url}/sobre`).then(
              (response) => response?.status(),
              () => 0,
            ),
          { timeout: 30_000 },
        )
        .toBe(200);
      await page.waitForSelector("html[data-ready] h1");
      const { file, original } = broken();
      const overlay = () =>
        page.evaluate(() => document.querySelector("vite-error-overlay")?.shadowRoot?.textContent ?? "");
      try {
        await expect.poll(overlay, { timeout: 15_000 }).toContain('Tipo de bloco desconhecido "baner"');
      } finally {
        writeFileSync(file, original);
      }
      // No reload: saving the fixed file brings the page back by itself, and later edits show up live.
      await expect.poll(overlay, { timeout: 15_000 }).toBe("");
      writeFileSync(file, original.replace('"title": "', '"title": "Editado: '));
      try {
        await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^Editado: /);
      } finally {
        writeFileSync(file, original);
      }
    } finally {
      await browser.close();
      await dev.stop();
    }
  }, 120_000);
});

/** Every file of a build folder with its bytes, by path. */
function buildFiles(dist: string): Map<string, string> {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return [file.slice(dist.length), readFileSync(file).toString("base64")];
    }),
  );
}

/** The lines `npm run build` prints about Vite's two builds, by build ("cliente", "servidor"). */
function viteLines(output: string): Record<string, string> {
  return Object.fromEntries([...output.matchAll(/^vite \((\w+)\): (.*)$/gm)].map((line) => [line[1], line[2]]));
}

describe("building again after one edit", () => {
  it("renders only the edited page, reuses the others' files and Vite's builds, and gives the same build as one from scratch", () => {
    npm("build");
    const file = join(checkout.dir, "site.config/pages/sobre.json");
    const original = readFileSync(file, "utf8");
    writeFileSync(file, original.replace('"title": "', '"title": "Reeditado: '));
    try {
      const output = npm("build");
      const routes = Number(/dados de (\d+) em dist\/_data\//.exec(output)?.[1]);
      expect(output).toContain(`(${routes - 1} reaproveitadas da build anterior, sem mudança)`);
      // A page is data the prerender reads: neither Vite build read it, so neither runs again.
      const vite = viteLines(output);
      expect(vite.cliente).toMatch(/^reaproveitada da build anterior/);
      expect(vite.servidor).toMatch(/^reaproveitada da build anterior/);
      const dist = join(checkout.dir, "dist");
      expect(readFileSync(join(dist, "sobre/index.html"), "utf8")).toContain("<title>Reeditado: ");
      const reused = buildFiles(dist);
      process.env.SITE_BUILD_CACHE = "off";
      try {
        npm("build");
      } finally {
        delete process.env.SITE_BUILD_CACHE;
      }
      expect(buildFiles(dist)).toEqual(reused);
    } finally {
      writeFileSync(file, original);
    }
  }, 300_000);

  it("runs Vite's builds again when a block's stylesheet changes, and the change is in the built stylesheet", () => {
    npm("build");
    const dist = join(checkout.dir, "dist");
    const file = join(checkout.dir, "blocks/banner/banner.module.css");
    const original = readFileSync(file, "utf8");
    writeFileSync(file, `${original}\n.reedited { outline: 3px dotted rgb(1, 2, 3); }\n`);
    try {
      const vite = viteLines(npm("build"));
      expect(vite.cliente).toMatch(/^refeita em .*; motivo: blocks\/banner\/banner\.module\.css mudou\.$/);
      expect(vite.servidor).toMatch(/^refeita em .*; motivo: blocks\/banner\/banner\.module\.css mudou\.$/);
      const stylesheets = [...buildFiles(dist).keys()].filter((path) => /^\/assets\/style-.*\.css$/.test(path));
      expect(stylesheets.map((path) => readFileSync(join(dist, path), "utf8")).join("")).toContain("dotted");
    } finally {
      writeFileSync(file, original);
    }
  }, 300_000);
});
