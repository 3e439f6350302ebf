/**
 * `npm run screenshots [-- --base URL] [--out DIR] [--full] [route ...]`: screenshots of every route (or the given
 * ones) at 390, 768 and 1280 px. Without --base it serves the existing dist/ build itself on a free loopback port.
 * By default it writes docs/img/screens/<route>-<width>.jpg, the first two screens of each page (committed, so
 * kept small: JPEG, and the tablet and desktop captures scaled to three quarters);
 * --full writes whole pages at full resolution, in screen-sized parts, into tests/e2e/artifacts/screens/ (not committed).
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Page } from "playwright-core";
import { ROOT } from "../model/paths.ts";
import { launchBrowser } from "../tests/e2e/support/browser.ts";
import { startSite, type RunningSite } from "../tests/e2e/support/server.ts";
import { addresses } from "../tests/e2e/support/siteConfig.ts";

const WIDTHS = [390, 768, 1280];
const SCREEN_HEIGHT: Record<number, number> = { 390: 844, 768: 1024, 1280: 800 };
/** The committed captures show two screens: the header, the hero and the section after it. */
const SCREENS = 2;
/** Pixels per CSS pixel of the committed captures: the gradients' dithering makes full-size PNGs ~600 KB each. */
const SCALE: Record<number, number> = { 390: 1, 768: 0.75, 1280: 0.75 };
/** The committed captures are JPEG: text stays legible at this quality and the folder weighs a fifth of PNGs. */
const JPEG_QUALITY = 80;

const { values, positionals } = parseArgs({
  options: { base: { type: "string" }, out: { type: "string" }, full: { type: "boolean", default: false } },
  allowPositionals: true,
});
const full = values.full ?? false;
const out = values.out ?? join(ROOT, full ? "tests/e2e/artifacts/screens" : "docs/img/screens");
const routes = positionals.length ? positionals : addresses.map((address) => address.path);

/** The file name of a route's capture: "/" is "raiz", "/pagamento/123" is "pagamento_123". */
function fileName(route: string, width: number): string {
  const name = route === "/" ? "raiz" : route.slice(1).replace(/\W+/g, "_");
  return `${name}-${width}.${full ? "png" : "jpg"}`;
}

/** Scrolls through the page so lazy images and carousels load, then back to the top. */
async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(300);
}

async function capture(page: Page, file: string, width: number): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!full) {
    await page.screenshot({
      path: file,
      quality: JPEG_QUALITY,
      fullPage: true,
      clip: { x: 0, y: 0, width, height: Math.min(height, SCREENS * SCREEN_HEIGHT[width]!) },
    });
    return;
  }
  await page.screenshot({ path: file, fullPage: true });
  const part = width < 700 ? 1600 : 1100;
  for (let y = 0, index = 1; y < height; y += part, index++) {
    await page.screenshot({
      path: file.replace(/\.png$/, `-parte${index}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(part, height - y) },
    });
  }
}

mkdirSync(out, { recursive: true });
// A full regeneration replaces the folder's captures, so a removed route leaves no stale picture behind.
if (!positionals.length) for (const file of readdirSync(out)) if (/\.(png|jpg)$/.test(file)) rmSync(join(out, file));
const site: RunningSite | undefined = values.base ? undefined : await startSite();
const base = values.base ?? site!.url;
const browser = await launchBrowser();
try {
  for (const route of routes) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: SCREEN_HEIGHT[width]! },
        deviceScaleFactor: full ? 1 : SCALE[width],
        locale: "pt-BR",
      });
      const page = await context.newPage();
      await page.goto(`${base}${route}`, { waitUntil: "load" });
      await page.waitForSelector("html[data-ready]");
      await loadWholePage(page);
      const file = join(out, fileName(route, width));
      await capture(page, file, width);
      await context.close();
      console.log(file);
    }
  }
} finally {
  await browser.close();
  await site?.stop();
}
