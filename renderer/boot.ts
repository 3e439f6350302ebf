/**
 * The site's entry module: starts the app. In a built page the page's inline loader (renderer/pageLoader.ts) imports it
 * once the first screen has been painted, together with the rest of the stylesheet and the page's modules; in the
 * dev server index.html loads it directly. It fetches the page's data (listed in the `page-assets` JSON island), which
 * the app hydrates the prerendered markup with, and imports React DOM, then the app.
 */
import { inlineJson } from "./inlineJson.ts";
import { ISLANDS, type PageAssets } from "./islands.ts";
import type { PageData } from "../model/routing/pageData.ts";

/**
 * Resolves in a new task, so that the browser can paint and handle input in between. The entry's own copy of
 * renderer/nextTask.ts, for the reason `fetchPageData` gives.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
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
  const browserRoutes = inlineJson<string[]>(ISLANDS.browserRoutes) ?? [];
  // React DOM, the app's modules and the app's start each in a task of its own: in one, they are a long task on a
  // slow phone. If the app cannot start (its data or a module did not arrive), the error goes to the console; the
  // prerendered page keeps working without it. The page's data and React DOM, needed first, are requested first.
  Promise.all([assets?.data === undefined ? undefined : fetchPageData(assets.data), import("./reactDom.ts")])
    .then(async ([prerendered]) => {
      await nextTask();
      const { start } = await import("./main.tsx");
      await nextTask();
      await start({ prerendered, browserRoutes, otherPagesStyles: assets?.otherPagesStyles });
    })
    .catch((error: unknown) => console.error(error));
}

startApp();
