/**
 * The site's entry script. The prerendered page already works without JavaScript (every link and chat button is
 * a plain anchor) and carries the CSS its markup needs, so everything else is requested only once the first screen
 * has been painted: on a slow phone connection it would otherwise compete with what the visitor sees first. The
 * build lists it in a JSON island: the rest of the stylesheet, the rules the page's inlined CSS left out (the states
 * the app toggles: open menu, modal, toasts; other pages' blocks), the page's modules (the app and the chunks of
 * its blocks) and the page's data, which the app hydrates the markup with; all requested at once.
 */
import { afterFirstPaint } from "./afterFirstPaint.ts";
import { inlineJson } from "./inlineJson.ts";
import { ISLANDS, type PageAssets } from "./islands.ts";
import type { PageData } from "./routing/pageData.ts";

/**
 * Resolves in a new task, so that the browser can paint and handle input in between. The entry's own copy of
 * renderer/nextTask.ts, for the reason `fetchPageData` gives.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Adds a `<link>` per href, each in a task of its own: adding a module preload costs the main thread a few
 * milliseconds on a slow phone (5–7 ms at 4× CPU slowdown), and a page lists up to a dozen modules.
 */
async function addLinks(rel: "stylesheet" | "modulepreload", hrefs: string[]): Promise<void> {
  for (const href of hrefs) {
    await nextTask();
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The page's data file. The entry's own few lines, not routing/loadPage's: a module the entry shared with the app
 * would become a static import of the entry, one more request before it can run (decision 029).
 */
async function fetchPageData(url: string): Promise<PageData> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} respondeu ${response.status}.`);
  return (await response.json()) as PageData;
}

const assets = inlineJson<PageAssets>(ISLANDS.pageAssets);

function startApp(): void {
  const paramRoutes = inlineJson<string[]>(ISLANDS.paramRoutes) ?? [];
  // React DOM, the app's modules and the app's start each in a task of its own: in one, they are a long task on a
  // slow phone. If the app cannot start (its data or a module did not arrive), the error goes to the console; the
  // prerendered page keeps working without it. The page's data and React DOM, needed first, are requested first.
  void addLinks("stylesheet", assets?.styles ?? []).then(() => addLinks("modulepreload", assets?.modules ?? []));
  Promise.all([assets?.data === undefined ? undefined : fetchPageData(assets.data), import("./reactDom.ts")])
    .then(async ([prerendered]) => {
      await nextTask();
      const { start } = await import("./main.tsx");
      await nextTask();
      await start({ prerendered, paramRoutes });
    })
    .catch((error: unknown) => console.error(error));
}

// The payment page's shell has no page data: it has nothing to paint before the app renders it.
afterFirstPaint(startApp, { nothingToPaint: assets?.data === undefined });
