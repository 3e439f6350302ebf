/**
 * `npx tsx scripts/dev/screenshots.ts [BASE_URL] [route ...]`: full-page screenshots of a running site at 390, 768
 * and 1280 px into tests/e2e/artifacts/screens/, for looking at pages as a visitor would.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../lib/paths.ts";
import { launchBrowser } from "../../tests/e2e/support/browser.ts";

const [base = "http://localhost:4173", ...routes] = process.argv.slice(2);
const out = join(ROOT, "tests/e2e/artifacts/screens");
mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
for (const route of routes.length ? routes : ["/"]) {
  for (const width of [390, 768, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
    // Scroll through the page so lazy images load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    // Blocks off screen are skipped by content-visibility (global.css); a full-page capture needs them all drawn.
    await page.addStyleTag({ content: "main > [data-block] { content-visibility: visible !important; }" });
    await page.waitForTimeout(300);
    const file = join(out, `${route.replace(/\W+/g, "_") || "_"}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    // Also in screen-sized parts, readable at full resolution.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const part = width < 700 ? 1600 : 1100;
    for (let y = 0, index = 1; y < height; y += part, index++) {
      await page.screenshot({ path: file.replace(/\.png$/, `-parte${index}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(part, height - y) } });
    }
    await page.close();
    console.log(file);
  }
}
await browser.close();
