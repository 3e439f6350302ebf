import { ISLANDS, type PageAssets } from "../../renderer/islands.ts";

/** A non-executable JSON island (<script type="application/json">) that cannot close its element early. */
export function jsonScript(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

/** The `page-assets` island the entry script reads, with build files (assets/x.js) as site addresses (/assets/x.js). */
export function pageAssetsScript({ styles, modules, data }: PageAssets): string {
  const address = (file: string) => `/${file}`;
  const assets: PageAssets = { styles: styles.map(address), modules: modules.map(address) };
  if (data !== undefined) assets.data = address(data);
  return jsonScript(ISLANDS.pageAssets, assets);
}

/** Where each page's own CSS goes in the template. */
export const PAGE_CSS = "<!--page-css-->";

/** The template every page starts from, and the build files of the stylesheets it linked. */
export interface PageTemplate {
  html: string;
  stylesheets: string[];
}

/**
 * The build's index.html turned into the template every page starts from: its stylesheet links become the
 * {@link PAGE_CSS} slot (each page inlines the CSS its markup needs, so the first paint needs no second request),
 * and the parameter routes the client needs to find such a page's data are added.
 */
export function pageTemplate(indexHtml: string, paramRoutes: string[]): PageTemplate {
  const stylesheets: string[] = [];
  const withoutLinks = indexHtml.replace(
    /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (_, path: string) => {
      stylesheets.push(path);
      return "";
    },
  );
  const html = withoutLinks
    .replace("</head>", () => `  ${PAGE_CSS}\n  </head>`)
    .replace("</body>", () => `  ${jsonScript(ISLANDS.paramRoutes, paramRoutes)}\n  </body>`);
  return { html, stylesheets };
}
