import type { BrowserContext, Page } from "playwright-core";

/** Google Tag Manager's origin (the only third party the site may load, with consent). */
export const TAG_MANAGER = "https://www.googletagmanager.com";

/** Requests a browser context tried to send off the machine, by kind. Nothing ever reaches the internet. */
export interface ThirdPartyRequests {
  /** Requests to Tag Manager, answered with a stub script that marks the page (window.__gtmStub). */
  tagManager: string[];
  /** Every other non-loopback request (chat links opened in new tabs, ...), aborted. */
  other: string[];
}

function isLoopback(url: URL): boolean {
  return (
    url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.protocol === "data:" || url.protocol === "blob:"
  );
}

/** Intercepts every request of a context that would leave the machine: Tag Manager gets a tiny stub, the rest is aborted. */
export async function interceptThirdParties(context: BrowserContext): Promise<ThirdPartyRequests> {
  const seen: ThirdPartyRequests = { tagManager: [], other: [] };
  await context.route(
    (url) => !isLoopback(url),
    async (route) => {
      const url = route.request().url();
      if (url.startsWith(`${TAG_MANAGER}/`)) {
        seen.tagManager.push(url);
        await route.fulfill({
          status: 200,
          contentType: "text/javascript",
          body: "window.__gtmStub = (window.__gtmStub || 0) + 1;",
        });
      } else {
        seen.other.push(url);
        await route.abort();
      }
    },
  );
  return seen;
}

/** The page's data layer as plain JSON (gtag's `arguments` objects become arrays). */
export function dataLayerOf(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

/** The site's own events in the data layer (those with an `event` name other than Tag Manager's). */
export async function siteEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  const layer = await dataLayerOf(page);
  return layer.filter(
    (entry): entry is Record<string, unknown> =>
      !!entry && typeof entry === "object" && !Array.isArray(entry) && "page_route" in entry,
  );
}
