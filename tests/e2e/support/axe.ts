import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Frame, Page } from "playwright-core";
import { within } from "./browser.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** A WCAG rule the page breaks, with up to three of the elements that break it. */
export interface Violation {
  id: string;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core on the page (or frame) shown against WCAG 2.1 A and AA, with `alsoRules` (axe's rule ids) turned on.
 * axe is evaluated through the browser's debugging protocol, which the site's Content Security Policy does not govern,
 * so the page keeps its policy (an inline script tag would need it bypassed).
 */
export async function axeViolations(target: Page | Frame, alsoRules: string[] = []): Promise<Violation[]> {
  await target.evaluate(axeSource);
  const page = "mainFrame" in target ? target : target.page();
  return within(
    page,
    "axe",
    target.evaluate(async (extra) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }>;
          };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
        rules: Object.fromEntries(extra.map((rule) => [rule, { enabled: true }])),
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
      }));
    }, alsoRules),
  );
}
