/**
 * The site's entry script. The prerendered page already works without JavaScript (every link and chat button is
 * a plain anchor) and carries the CSS its markup needs, so everything else is requested only once the first screen
 * has been painted: on a slow phone connection it would otherwise compete with what the visitor sees first. The
 * build lists it in a JSON island: the rest of the stylesheet, the rules the page's inlined CSS left out (the states
 * the app toggles: open menu, modal, toasts; other pages' blocks), and the page's modules (the app and the chunks of
 * its blocks), requested all at once.
 */
import { afterFirstPaint } from "./afterFirstPaint.ts";
import { inlineJson } from "./inlineJson.ts";
import { ISLANDS, type PageAssets } from "./islands.ts";
import type { PageData } from "./routing/pageData.ts";

function addLinks(rel: "stylesheet" | "modulepreload", hrefs: string[]): void {
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}

const prerendered = inlineJson<PageData>(ISLANDS.pageData);

function startApp(): void {
  const assets = inlineJson<PageAssets>(ISLANDS.pageAssets);
  addLinks("stylesheet", assets?.styles ?? []);
  addLinks("modulepreload", assets?.modules ?? []);
  const islands = { prerendered, paramRoutes: inlineJson<string[]>(ISLANDS.paramRoutes) ?? [] };
  // If the app cannot start, the error goes to the console; the prerendered page keeps working without it.
  import("./main.tsx")
    .then(({ start }) => start(islands))
    .catch((error: unknown) => console.error(error));
}

// The payment page's shell has nothing to paint before the app renders it.
afterFirstPaint(startApp, { nothingToPaint: prerendered === undefined });
