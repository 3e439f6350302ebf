import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, onTestFailed } from "vitest";
import { launchBrowser, openPage, saveScreenshot } from "./browser.ts";
import { makeCheckout, type Checkout } from "./checkout.ts";
import { DEV_SERVER_FIRST_LOAD_MS, DEV_SERVER_SETUP_MS, startDevServer, type DevServer } from "./devServer.ts";
import { EditorDriver } from "./editor.ts";

/** The copy, its dev server and the browser of a file of editor tests (set once its `beforeAll` has run). */
export interface EditorSuite {
  checkout: Checkout;
  dev: DevServer;
  browser: Browser;
  /** A new page of the editor at `width` × 900, whose state is saved as `<prefix>-<test>` when its test fails. */
  editor(width?: number): Promise<{ driver: EditorDriver; page: Page; errors: string[] }>;
}

/**
 * The page editor on `npm run dev` of a throwaway copy of the project (`prepare` adds to it first), for one test
 * file: started before its tests, the first visit made (Vite bundles the editor's dependencies then, and later
 * visits start at once), and everything stopped and removed after them.
 */
export function editorOnCheckout(prefix: string, prepare: (checkout: Checkout) => void = () => {}): EditorSuite {
  const suite = {
    async editor(width = 1280) {
      const { page, errors } = await openPage(suite.browser, width, 900);
      onTestFailed(({ task }) => saveScreenshot(page, `${prefix}-${task.name.slice(0, 40).replace(/\W+/g, "-")}`));
      return { driver: new EditorDriver(page, suite.dev.url), page, errors };
    },
  } as EditorSuite;
  beforeAll(async () => {
    suite.checkout = makeCheckout(`site-editor-${prefix}-`);
    prepare(suite.checkout);
    [suite.dev, suite.browser] = await Promise.all([startDevServer(suite.checkout.dir, "/_editor"), launchBrowser()]);
    const { page } = await openPage(suite.browser, 1280);
    await page.goto(`${suite.dev.url}/_editor`, { timeout: DEV_SERVER_FIRST_LOAD_MS });
    await page.getByRole("heading", { name: "Páginas do site" }).waitFor({ timeout: DEV_SERVER_FIRST_LOAD_MS });
    await page.context().close();
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
