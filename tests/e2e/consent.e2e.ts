import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { gotoReady, nextFrame } from "./support/browser.ts";
import { failLinkService, followInApp } from "./support/inApp.ts";
import { builtCopyAndBrowser } from "./support/suite.ts";
import { fallbackHref, pages, site as siteJson } from "./support/siteConfig.ts";
import { dataLayerOf, interceptThirdParties, TAG_MANAGER, type ThirdPartyRequests } from "./support/thirdParty.ts";

const CONTAINER = "GTM-TESTE12";
const GTM_SCRIPT = `${TAG_MANAGER}/gtm.js?id=${CONTAINER}`;
const ORIGIN_TEXT = siteJson.chat.campaignText.replace("{origem}", "google / cpc / bf");
const { consent } = siteJson;

// A copy of the site whose site.json names a Tag Manager container and turns campaignInMessage on, built once.
const shared = builtCopyAndBrowser(
  "site-gtm-",
  (configDir) => {
    const file = join(configDir, "site.json");
    const config = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(
      file,
      JSON.stringify(
        { ...config, chat: { ...config.chat, campaignInMessage: true }, tagManager: { containerId: CONTAINER } },
        null,
        2,
      ),
    );
  },
  () => ({ STANDIN_MODE: "ok" }),
);

interface Visitor {
  context: BrowserContext;
  page: Page;
  requests: ThirdPartyRequests;
  errors: string[];
}

/** A new visitor (own storage) whose requests never leave the machine; Tag Manager answers with a stub. */
async function visitor(width = 1280): Promise<Visitor> {
  const context = await shared.browser.newContext({ viewport: { width, height: 900 }, locale: "pt-BR" });
  const requests = await interceptThirdParties(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { context, page, requests, errors };
}

const bannerOf = (page: Page) => page.getByRole("region", { name: consent.title });

/**
 * Waits until whatever the app would still fetch has arrived: the network has been quiet for half a second (the
 * banner's chunk, the stylesheet it waits for, Tag Manager's script), and a frame has been drawn since.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await nextFrame(page);
}

/** Opens an address and waits until the app would have shown the banner (when it would). */
async function open(page: Page, path: string): Promise<void> {
  await gotoReady(page, `${shared.site.url}${path}`);
  await settled(page);
}

describe("Tag Manager with consent", () => {
  it("requests nothing from Google before consent, exactly once after Aceitar, and again on each load once accepted", async () => {
    const { context, page, requests, errors } = await visitor();
    try {
      const response = await gotoReady(page, `${shared.site.url}/`);
      // 'self', the page loader's hash (decision 050), Tag Manager's origin, and nothing else.
      expect(response?.headers()["content-security-policy"]).toMatch(
        new RegExp(`script-src 'self' 'sha256-[\\w+/=]+' ${TAG_MANAGER.replace(/\./g, "\\.")};`),
      );
      await bannerOf(page).waitFor();
      await settled(page);
      expect(requests.tagManager).toEqual([]);
      expect(await dataLayerOf(page)).toEqual([
        [
          "consent",
          "default",
          { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
        ],
      ]);

      await bannerOf(page).getByRole("button", { name: consent.accept }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmStub?: number }).__gtmStub)).toBe(1);
      expect(requests.tagManager).toEqual([GTM_SCRIPT]);
      expect(await bannerOf(page).count()).toBe(0);
      const layer = await dataLayerOf(page);
      expect(layer.slice(0, 3)).toEqual([
        ["consent", "default", expect.objectContaining({ analytics_storage: "denied" })],
        [
          "consent",
          "update",
          {
            ad_storage: "granted",
            ad_user_data: "granted",
            ad_personalization: "granted",
            analytics_storage: "granted",
          },
        ],
        { "gtm.start": expect.any(Number), event: "gtm.js" },
      ]);

      // Navigating in the app loads nothing more; a reload remembers the choice and loads Tag Manager at once.
      await page
        .getByRole("navigation", { name: siteJson.ui.mainNav })
        .getByRole("link", { name: "Preços", exact: true })
        .click();
      await page.waitForURL(/\/preco$/);
      await settled(page);
      expect(requests.tagManager).toEqual([GTM_SCRIPT]);
      await page.reload();
      await page.waitForSelector("html[data-ready]");
      await expect.poll(() => requests.tagManager.length).toBe(2);
      await settled(page);
      expect(await bannerOf(page).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("after Recusar never requests anything from Google, across in-app navigation and reloads", async () => {
    const { context, page, requests } = await visitor(390);
    try {
      await open(page, "/lpanunciosGoogle");
      await bannerOf(page).getByRole("button", { name: consent.reject }).click();
      expect(await bannerOf(page).count()).toBe(0);
      await page.locator(`footer a[href="${siteJson.privacy.route}"]`).click();
      await page.waitForURL(/\/privacidade$/);
      await settled(page);
      await page.reload();
      await page.waitForSelector("html[data-ready]");
      await settled(page);
      expect(await bannerOf(page).count()).toBe(0);
      await open(page, "/preco");
      expect(requests.tagManager).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("can be changed from the footer's Preferências de cookies: the banner comes back with the focus, and Aceitar then loads Tag Manager", async () => {
    const { context, page, requests } = await visitor();
    try {
      await open(page, "/contatos");
      await bannerOf(page).getByRole("button", { name: consent.reject }).click();
      const preferences = page.locator("footer").getByRole("button", { name: consent.preferences });
      await preferences.click();
      await bannerOf(page).waitFor();
      expect(await bannerOf(page).evaluate((banner) => banner === document.activeElement)).toBe(true);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(consent.accept);
      await page.keyboard.press("Enter");
      await expect.poll(() => requests.tagManager).toEqual([GTM_SCRIPT]);
      expect(await preferences.evaluate((button) => button === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("is reached first from the keyboard and does not trap the focus", async () => {
    const { context, page } = await visitor(390);
    try {
      await open(page, "/");
      await bannerOf(page).waitFor();
      const inBanner = () => page.evaluate(() => !!document.activeElement?.closest('[data-layout="consent-banner"]'));
      await page.keyboard.press("Tab");
      expect(await inBanner()).toBe(true);
      for (let presses = 0; presses < 3; presses++) await page.keyboard.press("Tab");
      expect(await inBanner()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.className)).toContain("skip-link");
    } finally {
      await context.close();
    }
  });
});

describe("the banner and the page's metrics", () => {
  for (const width of [390, 1280]) {
    for (const path of ["/", "/privacidade", "/lpanunciosGoogle"]) {
      it(`at ${width}px on ${path} moves nothing (CLS 0) and is not the largest contentful paint`, async () => {
        const { context, page } = await visitor(width);
        try {
          // A visit before, so that the typeface comes from the browser's cache as on every visit after a first: on a
          // loaded machine a first visit can paint before the font arrives and swap it in (typeface.e2e.ts checks the
          // swap); what this test measures is the banner, which shows on both visits (nothing was chosen).
          await open(page, path);
          await page.addInitScript(() => {
            const perf = { cls: 0, moved: [] as string[], lcpInBanner: [] as boolean[] };
            (window as unknown as { perf: typeof perf }).perf = perf;
            type Shift = PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
            };
            const box = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(",");
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Shift[]) {
                if (entry.hadRecentInput) continue;
                perf.cls += entry.value;
                // What moved, for the failure message: element, class, box before → after, when.
                for (const { node, previousRect, currentRect } of entry.sources)
                  perf.moved.push(
                    `${node?.nodeName}.${(node as Element | null)?.className} ${box(previousRect)} → ${box(currentRect)} at ${Math.round(entry.startTime)} ms`,
                  );
              }
            }).observe({ type: "layout-shift", buffered: true });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>)
                perf.lcpInBanner.push(!!entry.element?.closest('[data-layout="consent-banner"]'));
            }).observe({ type: "largest-contentful-paint", buffered: true });
          });
          await open(page, path);
          await bannerOf(page).waitFor();
          await settled(page);
          const perf = await page.evaluate(
            () => (window as unknown as { perf: { cls: number; moved: string[]; lcpInBanner: boolean[] } }).perf,
          );
          expect(perf.cls, `deslocou: ${perf.moved.join("; ")}`).toBe(0);
          expect(perf.lcpInBanner.length).toBeGreaterThan(0);
          expect(perf.lcpInBanner).not.toContain(true);
        } finally {
          await context.close();
        }
      });
    }
  }

  for (const width of [390, 1280]) {
    it(`has no axe violations (WCAG 2.1 AA) while shown, at ${width}px`, async () => {
      const { context, page } = await visitor(width);
      try {
        await open(page, "/");
        await bannerOf(page).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe("campaignInMessage on", () => {
  const landing = "/lpanunciosGoogle?utm_source=google&utm_medium=cpc&utm_campaign=bf&gclid=X";
  const preco = pages.preco!;

  it("ends the fallback messages with the origin text, and never touches the service's links", async () => {
    const { context, page } = await visitor();
    try {
      let serviceFails = true;
      await failLinkService(page, () => serviceFails);
      await open(page, landing);
      const withOrigin = (href: string) =>
        href.replace(/(\?text=.*)$/, (text) => `${text}${encodeURIComponent(` ${ORIGIN_TEXT}`)}`);
      expect(await page.locator('[data-chat="trafego"]').first().getAttribute("href")).toBe(
        withOrigin(fallbackHref(pages.anuncios!, "trafego")),
      );

      await followInApp(page, page.locator(`footer a[href="${siteJson.privacy.route}"]`), siteJson.privacy.route);
      await followInApp(
        page,
        page.getByRole("navigation", { name: siteJson.ui.mainNav }).getByRole("link", { name: "Preços", exact: true }),
        "/preco",
      );
      const button = page.locator('[data-chat="precoComercioBasico"]');
      await expect.poll(() => button.getAttribute("href")).toBe(withOrigin(fallbackHref(preco, "precoComercioBasico")));
      expect(decodeURIComponent((await button.getAttribute("href"))!)).toMatch(/ \(origem: google \/ cpc \/ bf\)$/);

      // A fresh load of /preco in the same visit: the campaign is still there, and the service's own link is used as is.
      serviceFails = false;
      await open(page, "/preco");
      await expect
        .poll(() => button.getAttribute("href"), { timeout: 20_000 })
        .toBe(`${fallbackHref(preco, "precoComercioBasico")}&origem=servico`);
    } finally {
      await context.close();
    }
  }, 60_000);
});
