import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, onTestFailed } from "vitest";
import { launchBrowser, saveScreenshot } from "./browser.ts";
import { makeCheckout, type Checkout } from "./checkout.ts";
import { DEV_SERVER_FIRST_LOAD_MS, DEV_SERVER_SETUP_MS, startDevServer, type DevServer } from "./devServer.ts";
import { EditorDriver } from "./editor.ts";
import { pagePool } from "./pagePool.ts";

/** The copy, its dev server and the browser of a file of editor tests (set once its `beforeAll` has run). */
export interface EditorSuite {
  checkout: Checkout;
  dev: DevServer;
  browser: Browser;
  /**
   * A page of the editor at `width` × 900, whose state is saved as `<prefix>-<test>` when its test fails; the test
   * hands it back with {@link EditorSuite.giveBack}.
   */
  editor(width?: number): Promise<{ driver: EditorDriver; page: Page; errors: string[] }>;
  /**
   * Takes back a page `editor()` lent, emptied for the next test (pagePool.ts): the next test's editor then loads the
   * dev server's hundreds of modules from this page's cache (measured on the CI machine: 1.8 s of processor time
   * against 2.8–3.4 s in a new browser context).
   */
  giveBack(page: Page): Promise<void>;
}

/**
 * The page editor on `npm run dev` of a throwaway copy of the project (`prepare` adds to it first), for one test
 * file: started before its tests, the first visit made (Vite bundles the editor's dependencies then, and later
 * visits start at once), and everything stopped and removed after them.
 */
export function editorOnCheckout(prefix: string, prepare: (checkout: Checkout) => void = () => {}): EditorSuite {
  const pages = pagePool(() => suite.browser);
  const suite = {
    async editor(width = 1280) {
      const { page, errors } = await pages.lend({ width, height: 900 });
      onTestFailed(({ task }) => saveScreenshot(page, `${prefix}-${task.name.slice(0, 40).replace(/\W+/g, "-")}`));
      return { driver: new EditorDriver(page, suite.dev.url), page, errors };
    },
    giveBack: (page) => pages.giveBack(page),
  } as EditorSuite;
  beforeAll(async () => {
    suite.checkout = makeCheckout(`site-editor-${prefix}-`);
    prepare(suite.checkout);
    [suite.dev, suite.browser] = await Promise.all([startDevServer(suite.checkout.dir, "/_editor"), launchBrowser()]);
    const { page } = await pages.lend({ width: 1280, height: 900 });
    await page.goto(`${suite.dev.url}/_editor`, { timeout: DEV_SERVER_FIRST_LOAD_MS });
    await page.getByRole("heading", { name: "Páginas do site" }).waitFor({ timeout: DEV_SERVER_FIRST_LOAD_MS });
    await pages.giveBack(page);
  }, DEV_SERVER_SETUP_MS);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.dev?.stop();
    suite.checkout?.remove();
  });
  return suite;
}

/** Saves with the button and answers the status of the dev server's answer to the PUT on `endpoint` (e.g. "site"). */
export async function saveWithButton(page: Page, endpoint: string): Promise<number> {
  const saved = page.waitForResponse(
    (response) => response.request().method() === "PUT" && response.url().includes(`/_editor/api/${endpoint}`),
    { timeout: 15_000 },
  );
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  return (await saved).status();
}
