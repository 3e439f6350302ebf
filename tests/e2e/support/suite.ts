import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { join } from "node:path";
import { launchBrowser } from "./browser.ts";
import { makeCheckout, type Checkout } from "./checkout.ts";
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

/** A changed copy of the project, built, its production server and a browser, shared by a test file. */
export interface CopySuiteContext {
  checkout: Checkout;
  site: RunningSite;
  browser: Browser;
}

/**
 * Before a file's tests: copies the project into a temporary folder named from `prefix`, lets `change` edit the
 * copy's site.config folder, builds the copy once and starts its server (with `env`, given the copy's folder) and a
 * browser. After them: stops both and removes the copy.
 */
export function builtCopyAndBrowser(
  prefix: string,
  change: (configDir: string) => void,
  env: (copyDir: string) => Record<string, string>,
): CopySuiteContext {
  const shared = {} as CopySuiteContext;
  beforeAll(async () => {
    shared.checkout = makeCheckout(prefix);
    change(join(shared.checkout.dir, "site.config"));
    shared.checkout.npm("build");
    [shared.site, shared.browser] = await Promise.all([
      startSite(env(shared.checkout.dir), shared.checkout.dir),
      launchBrowser(),
    ]);
  }, 600_000);
  afterAll(async () => {
    await shared.browser?.close();
    await shared.site?.stop();
    shared.checkout?.remove();
  });
  return shared;
}
