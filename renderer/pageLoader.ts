/**
 * The page's loader: the only script a prerendered page runs before its first paint, written into the page itself
 * by the prerender (build/prerender/pageLoader.ts builds it, the CSP allows it by its hash), so that nothing but the
 * HTML, its inlined CSS and the first screen's images is requested before the visitor sees the page. Once the
 * first screen has been painted it requests, all at once, the rest of the stylesheet (the rules the inlined CSS left
 * out: the states the app toggles, other pages' blocks), the page's modules and the entry (renderer/boot.ts), which
 * starts the app. Everything is listed by the build in the `page-assets` JSON island.
 */
import { afterFirstPaint } from "./afterFirstPaint.ts";
import { inlineJson } from "./inlineJson.ts";
import { ISLANDS, type PageAssets } from "./islands.ts";
import { nextTask } from "./nextTask.ts";

/**
 * Adds a `<link>` per href, each in a task of its own: adding a module preload costs the main thread a few
 * milliseconds on a slow phone (5–7 ms at 4× CPU slowdown), and a page lists up to a dozen modules. Stylesheets go
 * at the end of the body, after a long page's stylesheet of its later blocks, so that the rules of the app's states
 * come after every rule the page had, as in the whole stylesheet.
 */
async function addLinks(rel: "stylesheet" | "modulepreload", hrefs: string[]): Promise<void> {
  for (const href of hrefs) {
    await nextTask();
    const link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    (rel === "stylesheet" ? document.body : document.head).append(link);
  }
}

const assets = inlineJson<PageAssets>(ISLANDS.pageAssets);
if (assets?.entry) {
  const entry = assets.entry;
  // The payment page's shell has no page data: it has nothing to paint before the app renders it. If the entry
  // does not arrive, the error goes to the console and the prerendered page keeps working without it.
  afterFirstPaint(
    () => {
      import(/* @vite-ignore */ entry).catch((error: unknown) => console.error(error));
      void addLinks("stylesheet", assets.styles).then(() => addLinks("modulepreload", assets.modules));
    },
    { nothingToPaint: assets.data === undefined },
  );
}
