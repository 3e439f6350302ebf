/**
 * `npm run thumbnails [-- type ...]`: the small picture of each block type the page editor shows in its block
 * menu and list, drawn from the block catalog (/_editor/blocos): the first example of each block as the catalog
 * renders it at 1280 px, its top 1280 × 800 (at most) fitted into 240 × 150 and written as blocks/<type>/<type>.thumb.webp
 * (a few KB each, committed). Run it after adding a block or changing how one looks; a block without a picture
 * is still offered, with its name only.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { blockTypes } from "../model/blockSchemas.ts";
import { BLOCKS_DIR, ROOT } from "../model/paths.ts";
import { launchBrowser } from "../tests/e2e/support/browser.ts";
import { startDevServer } from "../tests/e2e/support/devServer.ts";
import { EDITOR_ADDRESSES } from "../editor/shared/addresses.ts";

const WIDTH = 1280;
const HEIGHT = 800;
/** Twice the 120 × 75 CSS pixels the editor draws, for sharp pictures on dense screens. */
const THUMBNAIL = { width: 240, height: 150 };

/** Writes the picture of `type` from the catalog; its file, or undefined when the catalog does not render the block. */
async function thumbnail(page: Page, base: string, type: string): Promise<string | undefined> {
  await page.goto(`${base}${EDITOR_ADDRESSES.catalog}`, { waitUntil: "load", timeout: 120_000 });
  await page.locator(`#bloco-${type}`).waitFor();
  const preview = page.locator(`#bloco-${type} [class*="preview"]`).first();
  if (!(await preview.count())) return undefined;
  await preview.scrollIntoViewIfNeeded();
  // Lazy images load once scrolled to; the picture waits for them, but not for those a carousel keeps off screen.
  await preview.evaluate((element) =>
    Promise.race([
      Promise.all(
        [...element.querySelectorAll("img")].map((image) =>
          image.complete ? null : new Promise((done) => image.addEventListener("load", done, { once: true })),
        ),
      ),
      new Promise((done) => setTimeout(done, 3000)),
    ]),
  );
  const box = (await preview.boundingBox())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  const shot = await page.screenshot({
    fullPage: true,
    clip: { x: box.x, y: box.y + scrollY, width: box.width, height: Math.min(box.height, HEIGHT) },
  });
  const file = join(BLOCKS_DIR, type, `${type}.thumb.webp`);
  await sharp(shot)
    .resize({ ...THUMBNAIL, fit: "contain", position: "top", background: "#ffffff" })
    .webp({ quality: 70 })
    .toFile(file);
  return file;
}

/**
 * Vite's browser client without its live reload: the dev server reloads the catalog whenever a file it imports
 * changes (someone editing), which would interrupt a capture. Styles are still put in place as Vite does.
 */
const QUIET_CLIENT = `
export function createHotContext() {
  return { data: {}, accept() {}, acceptExports() {}, dispose() {}, prune() {}, invalidate() {}, on() {}, off() {}, send() {} };
}
export function updateStyle(id, content) {
  let style = document.querySelector(\`style[data-vite-dev-id="\${CSS.escape(id)}"]\`);
  if (!style) {
    style = document.createElement("style");
    style.setAttribute("type", "text/css");
    style.setAttribute("data-vite-dev-id", id);
    document.head.appendChild(style);
  }
  style.textContent = content;
}
export function removeStyle() {}
export function injectQuery(url) { return url; }
export class ErrorOverlay {}
`;

const types = process.argv.slice(2).length ? process.argv.slice(2) : blockTypes();
const server = await startDevServer(ROOT, EDITOR_ADDRESSES.catalog);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, locale: "pt-BR" });
  const page = await context.newPage();
  await page.route("**/@vite/client", (route) => route.fulfill({ contentType: "text/javascript", body: QUIET_CLIENT }));
  for (const type of types) {
    // Each block from a fresh load, again if the dev server reloaded the page meanwhile (Vite does once it has
    // prepared a dependency a block needs for the first time, such as the carousel's).
    let file: string | undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        file = await thumbnail(page, server.url, type);
        break;
      } catch (error) {
        if (attempt === 5) throw error;
      }
    }
    console.log(file ?? `${type}: sem exemplo renderizado no catálogo; nenhuma miniatura.`);
  }
} finally {
  await browser.close();
  await server.stop();
}
