import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { editorPagesPlugin } from "../../editor/service/editorPages.ts";
import { ALL_BLOCK_TYPES } from "../helpers/blocks.ts";
import { buildEditorPages } from "./support/editorPages.ts";
import { launchBrowser, openPage, sectionsDrawn } from "./support/browser.ts";
import { startDevServer, type DevServer } from "./support/devServer.ts";

/**
 * `npm run editor:build` served by the editor service's plugin, with no dev server: the catalog draws every block,
 * and the preview draws a page as the dev server's preview does (same boxes, same typeface, same images).
 */
let outDir: string;
let app: FastifyInstance;
let built: string;
let dev: DevServer;
let browser: Browser;

beforeAll(async () => {
  const [pages, devServer, launched] = await Promise.all([
    buildEditorPages(),
    startDevServer(ROOT, "/_editor/preview"),
    launchBrowser(),
  ]);
  [outDir, dev, browser] = [pages, devServer, launched];
  app = Fastify();
  await app.register(editorPagesPlugin, {
    distDir: outDir,
    publicDir: join(ROOT, "public"),
    configDir: join(ROOT, "site.config"),
  });
  built = await app.listen({ host: "127.0.0.1", port: 0 });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await dev?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

/** Opens `url`, recording every answer that was not a success. */
async function visit(url: string, width = 1280): Promise<{ page: Page; errors: string[]; failed: string[] }> {
  const { page, errors } = await openPage(browser, width);
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => failed.push(`${request.failure()?.errorText} ${request.url()}`));
  await page.goto(url, { waitUntil: "load" });
  return { page, errors, failed };
}

/** Every section drawn, every image loaded and the site's typeface in use: boxes are measured at their final size. */
async function settled(page: Page): Promise<void> {
  await sectionsDrawn(page);
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.loading === "lazy" || (image.complete && image.naturalWidth > 0)),
  );
  await page.evaluate(() => document.fonts.ready);
}

/** Draws `config` in a preview frame opened on its own (its parent is itself, as the frame's messages require). */
async function showInPreview(page: Page, config: unknown): Promise<void> {
  await page.evaluate((config) => window.postMessage({ type: "editor:page", config }, window.location.origin), config);
  await page.waitForSelector("#conteudo > [data-block]");
  await settled(page);
}

/** Each block the preview shows: its type, its box, and its heading's typeface and color. */
const blocksOf = (page: Page) =>
  page.$$eval("#conteudo > [data-block]", (blocks) =>
    blocks.map((block) => {
      const box = block.getBoundingClientRect();
      const heading = block.querySelector("h1, h2, h3");
      const style = heading ? getComputedStyle(heading) : undefined;
      return {
        type: block.getAttribute("data-block"),
        top: Math.round(box.top),
        height: Math.round(box.height),
        font: style && `${style.fontFamily} ${style.fontWeight} ${style.fontSize}`,
        color: style?.color,
      };
    }),
  );

describe("the built editor, served without the dev server", () => {
  it("draws every block type in the block catalog, with the site's typeface, every request answered", async () => {
    const { page, errors, failed } = await visit(`${built}/_editor/blocos`);
    try {
      await page.getByRole("heading", { level: 1, name: "Catálogo de blocos" }).waitFor();
      for (const type of ALL_BLOCK_TYPES)
        expect(await page.locator(`#bloco-${type} [data-block="${type}"]`).count(), type).toBeGreaterThan(0);
      await settled(page);
      expect(await page.evaluate(() => document.fonts.check('700 1rem "Inter Variable"'))).toBe(true);
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it("starts the editor's app at /_editor, every asset answered (its API is the service's, absent here)", async () => {
    const { page, failed } = await visit(`${built}/_editor`);
    try {
      await page.waitForFunction(() => (document.getElementById("editor")?.childElementCount ?? 0) > 0);
      expect(failed.filter((line) => !line.includes("/_editor/api/"))).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it.each([1280, 390])(
    "draws a page in the preview frame as the dev server's preview does, at %i px",
    async (width) => {
      const config = JSON.parse(readFileSync(join(ROOT, "site.config/pages/anuncios.json"), "utf8")) as unknown;
      const [production, reference] = await Promise.all([
        visit(`${built}/_editor/preview`, width),
        visit(`${dev.url}/_editor/preview`, width),
      ]);
      try {
        await Promise.all([showInPreview(production.page, config), showInPreview(reference.page, config)]);
        const blocks = await blocksOf(production.page);
        expect(blocks.length).toBeGreaterThan(1);
        expect(blocks).toEqual(await blocksOf(reference.page));
        expect(await production.page.evaluate(() => document.fonts.check('700 1rem "Inter Variable"'))).toBe(true);
        expect(production.failed).toEqual([]);
        expect(production.errors).toEqual([]);
      } finally {
        await production.page.context().close();
        await reference.page.context().close();
      }
    },
    120_000,
  );

  it("shows the site.json the config folder has now, not the one the build saw", async () => {
    const configDir = join(outDir, "..", `${outDir.split("/").at(-1)}-config`);
    cpSync(join(ROOT, "site.config"), configDir, { recursive: true });
    const site = JSON.parse(readFileSync(join(configDir, "site.json"), "utf8")) as { brand: { legalName: string } };
    site.brand.legalName = "Razão Social Publicada Agora Ltda.";
    writeFileSync(join(configDir, "site.json"), JSON.stringify(site, null, 2));
    const later = Fastify();
    await later.register(editorPagesPlugin, { distDir: outDir, publicDir: join(ROOT, "public"), configDir });
    const { page, errors, failed } = await visit(
      `${await later.listen({ host: "127.0.0.1", port: 0 })}/_editor/preview`,
    );
    try {
      const config = JSON.parse(readFileSync(join(ROOT, "site.config/pages/anuncios.json"), "utf8")) as unknown;
      await showInPreview(page, config);
      expect(await page.locator("footer").innerText()).toContain("Razão Social Publicada Agora Ltda.");
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
      await later.close();
      rmSync(configDir, { recursive: true, force: true });
    }
  }, 60_000);
});
