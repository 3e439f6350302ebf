import { ISLANDS, type PageAssets } from "../../renderer/islands.ts";

/** A non-executable JSON island (<script type="application/json">) that cannot close its element early. */
export function jsonScript(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

/**
 * The `page-assets` island the page loader and the entry read, with build files (assets/x.js) as site addresses
 * (/assets/x.js).
 */
export function pageAssetsScript({ entry, styles, otherPagesStyles, modules, data }: PageAssets): string {
  const address = (file: string) => `/${file}`;
  const assets: PageAssets = { styles: styles.map(address), modules: modules.map(address) };
  if (otherPagesStyles !== undefined) assets.otherPagesStyles = otherPagesStyles.map(address);
  if (entry !== undefined) assets.entry = address(entry);
  if (data !== undefined) assets.data = address(data);
  return jsonScript(ISLANDS.pageAssets, assets);
}

/** A stylesheet link to a build file (assets/x.css) by its site address. */
export function stylesheetLink(file: string): string {
  return `<link rel="stylesheet" href="/${file}">`;
}

/** Where each page's own CSS goes in the template. */
export const PAGE_CSS = "<!--page-css-->";

/** The template every page starts from, the build files of the stylesheets it linked and of its entry script. */
export interface PageTemplate {
  html: string;
  stylesheets: string[];
  entry: string;
}

/** Vite's `<script type="module" src>` of the entry in the build's index.html. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="\/([^"]+\.js)"[^>]*><\/script>/;

/**
 * The build's index.html turned into the template every page starts from: its stylesheet links become the
 * {@link PAGE_CSS} slot (each page inlines the CSS its markup needs, so the first paint needs no second request),
 * its entry script becomes the page loader written inline (`loader`, build/prerender/pageLoader.ts: the page
 * requests no script before its first paint, and the loader imports the entry after it), and the routes the client
 * needs to find an address's data as the server finds its page (browserRoutesOf) are added.
 */
export function pageTemplate(indexHtml: string, browserRoutes: string[], loader: string): PageTemplate {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('dist/index.html não tem o <script type="module" src> da entrada.');
  const stylesheets: string[] = [];
  const withoutLinks = indexHtml.replace(
    /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (_, path: string) => {
      stylesheets.push(path);
      return "";
    },
  );
  const html = withoutLinks
    .replace(ENTRY_SCRIPT, () => `<script type="module">${loader}</script>`)
    .replace("</head>", () => `  ${PAGE_CSS}\n  </head>`)
    .replace("</body>", () => `  ${jsonScript(ISLANDS.browserRoutes, browserRoutes)}\n  </body>`);
  return { html, stylesheets, entry };
}
