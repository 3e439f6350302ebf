import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ROOT } from "../../../model/paths.ts";
import { sectionsDrawn, within } from "./browser.ts";

/** The computed properties compared: everything that places, sizes, colours, hides or animates an element. */
const PROPERTIES = [
  "display",
  "position",
  "top",
  "right",
  "bottom",
  "left",
  "z-index",
  "float",
  "box-sizing",
  "width",
  "height",
  "min-width",
  "min-height",
  "max-width",
  "max-height",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border-top-width",
  "border-right-width",
  "border-bottom-width",
  "border-left-width",
  "border-top-style",
  "border-top-color",
  "border-bottom-color",
  "border-left-color",
  "border-right-color",
  "border-top-left-radius",
  "border-bottom-right-radius",
  "color",
  "background-color",
  "background-image",
  "box-shadow",
  "outline-style",
  "outline-color",
  "outline-width",
  "opacity",
  "visibility",
  "overflow-x",
  "overflow-y",
  "transform",
  "translate",
  "clip-path",
  "pointer-events",
  "cursor",
  "flex-direction",
  "flex-wrap",
  "flex-grow",
  "flex-shrink",
  "flex-basis",
  "justify-content",
  "align-items",
  "align-self",
  "order",
  "grid-template-columns",
  "grid-template-rows",
  "grid-column-start",
  "grid-column-end",
  "row-gap",
  "column-gap",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-transform",
  "text-decoration-line",
  "white-space",
  "overflow-wrap",
  "content",
  "list-style-type",
  "transition-property",
  "transition-duration",
  "animation-name",
  "inset-inline-start",
];

/** One element's (or pseudo-element's) computed style, and for elements where its border box sits on the page. */
interface ElementStyle {
  element: string;
  style: string;
  box?: string;
}

/** Every element's computed style (and its ::before and ::after), one string each, in document order. */
export function computedStyles(page: Page): Promise<ElementStyle[]> {
  return page.evaluate((properties) => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.classList.length ? `.${[...element.classList].join(".")}` : ""}`;
    const styles: ElementStyle[] = [];
    for (const element of document.querySelectorAll("body *")) {
      const { x, y, width, height } = element.getBoundingClientRect();
      for (const pseudo of [null, "::before", "::after"]) {
        const computed = getComputedStyle(element, pseudo);
        styles.push({
          element: `${name(element)}${pseudo ?? ""}`,
          style: properties.map((property) => `${property}: ${computed.getPropertyValue(property)}`).join("; "),
          box: pseudo ? undefined : [x, y, width, height].map((value) => value.toFixed(1)).join(","),
        });
      }
    }
    return styles;
  }, PROPERTIES);
}

/** Waits until every stylesheet the page links has loaded. */
export function stylesheetsLoaded(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
}

/** Waits for a frame and for every CSS transition and animation under way to end (a chevron turning, a panel opening). */
export async function transitionsEnded(page: Page): Promise<void> {
  await within(
    page,
    "esperando as transições terminarem",
    page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
    }),
  );
}

/** Adds a stylesheet at the end of the head and waits for it. */
export function appendStylesheet(page: Page, href: string): Promise<void> {
  return within(
    page,
    `carregando ${href}`,
    page.evaluate(
      (address) =>
        new Promise<void>((resolve, reject) => {
          const link = document.createElement("link");
          link.rel = "stylesheet";
          link.href = address;
          link.onload = () => resolve();
          link.onerror = () => reject(new Error(`${address} não carregou`));
          document.head.append(link);
        }),
      href,
    ),
  );
}

const MARGINS = /^margin-(top|right|bottom|left): /;

/**
 * The differences between two lists of {@link computedStyles}: the element and the properties that changed. Margins
 * alone that changed on an element whose box did not move are not a difference: Chromium sometimes reports a centred
 * box's `auto` margins as 0 after a partial relayout (a late image, the app's stylesheet arriving) though the box sits
 * where they put it, and reports them right after the next full one (decision 047).
 */
export function styleDifferences(before: ElementStyle[], after: ElementStyle[]): string[] {
  if (before.length !== after.length) return [`${before.length} estilos antes, ${after.length} depois`];
  return before.flatMap(({ element, style, box }, index) => {
    const now = after[index]!;
    if (style === now.style) return [];
    const then = style.split("; ");
    const values = now.style.split("; ");
    const changed = then.filter((value, at) => value !== values[at]);
    if (box !== undefined && box === now.box && changed.every((value) => MARGINS.test(value))) return [];
    return [`${element}: ${changed.join(", ")} → ${values.filter((value, at) => value !== then[at]).join(", ")}`];
  });
}

/** The built whole stylesheet's address (/assets/style-<hash>.css). */
export const wholeStylesheet = () =>
  `/assets/${readdirSync(join(ROOT, "dist/assets")).find((file) => /^style-[\w-]+\.css$/.test(file))}`;

/**
 * How the page's styles differ, as it is now (its stylesheets loaded, brought to the state under test by `reach`),
 * from the same page once the whole stylesheet is added last, which restores the stylesheet's own order. A page
 * inlines the rules its prerendered markup can use and gets the others after its first paint as a second file: a rule
 * of that file that came before an inlined rule of the same specificity would now win. No difference is expected.
 */
export async function differencesFromWholeStylesheet(page: Page, reach: () => Promise<void>): Promise<string[]> {
  await stylesheetsLoaded(page);
  await reach();
  await sectionsDrawn(page);
  await transitionsEnded(page);
  const split = await computedStyles(page);
  await appendStylesheet(page, wholeStylesheet());
  await transitionsEnded(page);
  return styleDifferences(split, await computedStyles(page));
}
