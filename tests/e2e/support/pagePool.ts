import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { drawsFrames, recordErrors } from "./browser.ts";

/** A page lent to a test, and the console errors, page errors and React warnings it has shown since. */
export interface LentPage {
  page: Page;
  errors: string[];
}

/** Pages kept open between a file's tests, lent to one test at a time. */
export interface PagePool {
  /** An idle page of this size (a new one when none is idle), recording its errors from now on. */
  lend(size: { width: number; height: number }): Promise<LentPage>;
  /**
   * Takes a page back once its test is over (pass or fail) and empties it for the next test; a page that cannot be
   * emptied, was resized or draws no frames is closed. A test must leave no clock installed (page.clock lasts as long
   * as the page): a test that needs one takes its page from a pool whose pages all have one (see `prepare`).
   */
  giveBack(page: Page): Promise<void>;
}

/**
 * Reusing a page instead of opening a browser context per test: a new context starts a renderer process and loads
 * every script with a cold cache. Measured on the CI machine, one route opened until interactive took 4.9 s in a
 * new context against 1.9 s in a page that had shown another route (decision 044).
 *
 * Between two tests the page is emptied as a new one would be: its storage and cookies cleared (a consent choice
 * or a campaign's origin must not carry over), its listeners and routes removed, its document unloaded
 * (about:blank, so that a late message of the last page is not counted against the next test) and the mouse moved
 * off the page (so that nothing of the next page starts hovered). Only the HTTP cache stays warm.
 */
export function pagePool(
  browser: () => Browser,
  options: BrowserContextOptions = {},
  /** Run once on each page the pool opens (e.g. installing Playwright's clock, which then lasts as long as the page). */
  prepare: (page: Page) => Promise<void> = async () => {},
): PagePool {
  const idle = new Map<string, Page[]>();
  const sizes = new Map<Page, string>();

  async function empty(page: Page): Promise<void> {
    page.removeAllListeners();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => {}); // a page left on an error page has no storage to clear
    await page.goto("about:blank");
    await page.context().clearCookies();
    await page.mouse.move(-1, -1);
  }

  return {
    async lend({ width, height }) {
      const key = `${width}x${height}`;
      let page = idle.get(key)?.pop();
      if (!page) {
        const context = await browser().newContext({ viewport: { width, height }, locale: "pt-BR", ...options });
        page = await context.newPage();
        await prepare(page);
        sizes.set(page, key);
      }
      return { page, errors: recordErrors(page) };
    },
    async giveBack(page) {
      const key = sizes.get(page)!;
      const size = page.viewportSize();
      try {
        if (page.isClosed() || `${size?.width}x${size?.height}` !== key) throw new Error("resized or closed");
        await empty(page);
        // A page that stopped drawing frames does not start again (decision 054): the next test gets a new one.
        if (!(await drawsFrames(page))) throw new Error("draws no frames");
      } catch {
        sizes.delete(page);
        await page
          .context()
          .close()
          .catch(() => {});
        return;
      }
      idle.set(key, [...(idle.get(key) ?? []), page]);
    },
  };
}
