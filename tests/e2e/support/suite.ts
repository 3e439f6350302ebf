import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.ts";
import { pagePool, type PagePool } from "./pagePool.ts";
import { startSite, type RunningSite } from "./server.ts";

/** The production server and a browser shared by a test file. */
export interface SuiteContext {
  site: RunningSite;
  browser: Browser;
  /** Pages the file's tests take turns on (the browser's contexts are closed with it). */
  pages: PagePool;
  /**
   * Pages with Playwright's clock installed, for the tests that move the page's time forward: their timers run on a
   * clock the test can advance, and time flows by itself until then.
   */
  clockPages: PagePool;
}

/** Starts the server (stand-ins in the mode `env` says) and a browser before a file's tests, and stops both after. */
export function siteAndBrowser(env: Record<string, string> = {}): SuiteContext {
  const shared = {} as SuiteContext;
  shared.pages = pagePool(() => shared.browser);
  shared.clockPages = pagePool(
    () => shared.browser,
    {},
    (page) => page.clock.install(),
  );
  beforeAll(async () => {
    [shared.site, shared.browser] = await Promise.all([startSite(env), launchBrowser()]);
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.site?.stop();
  });
  return shared;
}
