import { createRequire } from "node:module";
import { describe, it } from "vitest";
import { gotoReady } from "./support/browser.ts";
import { pagePool } from "./support/pagePool.ts";
import { siteAndBrowser } from "./support/suite.ts";
import { addresses } from "./support/siteConfig.ts";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const shared = siteAndBrowser({ STANDIN_MODE: "no-answer" });
// axe is injected as an inline script, which the site's CSP rightly forbids; only these pages bypass it.
const axePages = pagePool(() => shared.browser, { bypassCSP: true });

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

for (const width of [390, 1280]) {
  describe.concurrent(`accessibility (axe, WCAG 2.1 AA) at ${width}px`, () => {
    for (const { path } of addresses) {
      it(`${path} has no violations`, async ({ expect }) => {
        const { page } = await axePages.lend({ width, height: 900 });
        try {
          await gotoReady(page, `${shared.site.url}${path}`);
          await page.addScriptTag({ path: axePath });
          const violations = await page.evaluate(async () => {
            const axe = (
              window as unknown as {
                axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
              }
            ).axe;
            const result = await axe.run(document, {
              runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
            });
            return result.violations.map((violation) => ({
              id: violation.id,
              help: violation.help,
              nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
            }));
          });
          expect(violations).toEqual([]);
        } finally {
          await axePages.giveBack(page);
        }
      });
    }
  });
}
