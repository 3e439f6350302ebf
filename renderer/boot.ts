/**
 * The site's entry script. The prerendered page already works without JavaScript (every link and chat button is
 * a plain anchor), so the app's code is requested only once the first screen has been painted: on a slow phone
 * connection it would otherwise compete with the HTML, CSS and images the visitor sees first. The build lists
 * the page's modules (the app and the chunks of its blocks) in a JSON island, and they are requested all at once.
 */
import { afterFirstPaint } from "./afterFirstPaint.ts";
import { inlineJson } from "./inlineJson.ts";
import type { PageData } from "./routing/pageData.ts";

function preload(hrefs: string[]): void {
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

afterFirstPaint(() => {
  preload(inlineJson<string[]>("page-modules") ?? []);
  const islands = { prerendered: inlineJson<PageData>("page-data"), paramRoutes: inlineJson<string[]>("param-routes") ?? [] };
  // Spec: an application bootstrap failure is logged to the console.
  import("./main.tsx")
    .then(({ start }) => start(islands))
    .catch((error: unknown) => console.error(error));
});
