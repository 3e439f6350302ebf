import type { Locator, Page } from "playwright-core";

/** Follows a link of the site inside the app and waits until the new page is shown. */
export async function followInApp(page: Page, link: Locator, path: string): Promise<void> {
  await link.click();
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction(
    (wanted) => document.querySelector("main h1") !== null && window.location.pathname === wanted,
    path,
  );
}

/** Makes the link service answer "erro" to this page while `failing()` says so: every chat button keeps its fallback. */
export async function failLinkService(page: Page, failing: () => boolean = () => true): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith("/api/") && url.pathname !== "/api/contato",
    (route) => (failing() ? route.fulfill({ json: { status: "erro" } }) : route.fallback()),
  );
}
