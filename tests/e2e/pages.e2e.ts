import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Response } from "playwright-core";
import { describe, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { openPage, saveScreenshot, VIEWPORTS, gotoReady } from "./support/browser.ts";
import { siteAndBrowser } from "./support/suite.ts";
import { addresses } from "./support/siteConfig.ts";

// The stand-ins never answer here, so every chat button must work from its fallback alone.
const shared = siteAndBrowser({ STANDIN_MODE: "no-answer" });

describe("unknown routes", () => {
  it("answer 404 with the not-found page and the navigation", async ({ expect }) => {
    const { page, errors } = await openPage(shared.browser, 1280);
    const url = `${shared.site.url}/nao-existe`;
    const failedRequests: string[] = [];
    page.on("response", (answer) => {
      if (answer.status() >= 400 && answer.url() !== url) failedRequests.push(answer.url());
    });
    const response = await gotoReady(page, url);
    expect(response?.status()).toBe(404);
    await page.waitForSelector("h1");
    expect(await page.locator('[data-layout="nav"]').count()).toBe(1);
    expect(await page.title()).toBe(addresses.find((address) => address.path === "/404")!.page.title);
    // Chromium reports the document's own 404 on the console; every other resource must load.
    expect(failedRequests).toEqual([]);
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    await page.context().close();
  });
});

describe("loading order", () => {
  it("requests no script before the first paint: the inline loader imports the entry and the modules after it", async ({
    expect,
  }) => {
    const { page, errors } = await openPage(shared.browser, 390);
    await gotoReady(page, `${shared.site.url}/preco`);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
      scriptTags: [...document.querySelectorAll("script")]
        .filter((script) => !/json/.test(script.type))
        .map((script) => script.src),
      entry: (JSON.parse(document.getElementById("page-assets")!.textContent!) as { entry: string }).entry,
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    // One script element, inline (the loader); the entry and the app are modules it imports.
    expect(timing.scriptTags).toEqual([""]);
    expect(timing.scripts.map((script) => script.name)).toContain(timing.entry);
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.firstPaint!);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("icons", () => {
  it("paint from the hashed sprite, and neither the page's scripts nor any chunk of the build carry lucide", async ({
    expect,
  }) => {
    const { page, errors } = await openPage(shared.browser, VIEWPORTS.mobile.width, VIEWPORTS.mobile.height);
    const scripts = new Set<string>();
    let sprite: Response | undefined;
    page.on("response", (answer) => {
      if (answer.request().resourceType() === "script") scripts.add(answer.url());
      if (/^\/assets\/icons-[\w-]+\.svg$/.test(new URL(answer.url()).pathname)) sprite = answer;
    });
    try {
      await gotoReady(page, `${shared.site.url}/`);
      const hrefs = await page.locator("svg > use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(0);
      const spritePath = hrefs[0]!.split("#")[0]!;
      expect(spritePath).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
      for (const href of hrefs) expect(href).toMatch(/^[^#]+#[a-z-]+$/);
      expect(new Set(hrefs.map((href) => href.split("#")[0]))).toEqual(new Set([spritePath]));

      // A <use> whose symbol has not arrived has an empty box; once the sprite is in, every shown icon has a size.
      const shownIcons = () =>
        page.locator("svg > use").evaluateAll((uses) =>
          (uses as SVGUseElement[])
            .filter((use) => use.parentElement!.checkVisibility())
            .map((use) => ({
              href: use.getAttribute("href"),
              painted: use.getBBox().width > 0 && use.getBBox().height > 0,
            })),
        );
      const unpainted = async () => (await shownIcons()).filter((icon) => !icon.painted).map((icon) => icon.href);
      await expect.poll(unpainted, { timeout: 10_000 }).toEqual([]);
      expect((await shownIcons()).length).toBeGreaterThan(3);

      // React keeps the server's attributes when hydrating, so only a client render shows the bundle's own URL:
      // the menu button swaps its icon, and the new <use> must point at the same sprite and paint.
      const toggle = page.locator('button[aria-controls="menu-principal"]');
      await toggle.click();
      await expect.poll(() => toggle.locator("use").getAttribute("href")).toBe(`${spritePath}#x`);
      expect(await toggle.locator("use").evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(0);

      expect(sprite?.status()).toBe(200);
      expect(sprite?.headers()["content-type"]).toBe("image/svg+xml");
      expect(sprite?.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

      // What the page loaded or preloads, then every JS file the build made (lazy chunks included).
      const declared = await page
        .locator('script[src], link[rel="modulepreload"]')
        .evaluateAll((elements) =>
          elements.map((element) => (element as HTMLScriptElement).src || (element as HTMLLinkElement).href),
        );
      for (const url of declared) scripts.add(url);
      expect(scripts.size).toBeGreaterThan(1);
      for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toMatch(/lucide/i);
      const assets = join(ROOT, "dist", "assets");
      for (const file of readdirSync(assets).filter((name) => name.endsWith(".js"))) {
        expect(readFileSync(join(assets, file), "utf8"), file).not.toMatch(/lucide/i);
      }
      expect(errors).toEqual([]);
    } catch (error) {
      await saveScreenshot(page, "icons");
      throw error;
    } finally {
      await page.context().close();
    }
  });
});
