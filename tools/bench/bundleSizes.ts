import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { entryScripts, modulePreloads, pageModules, stylesheets } from "./htmlTags.ts";
import { firstScreenHtml } from "../../build/prerender/firstScreen.ts";
import { routeFile } from "../../build/routeFile.ts";

/** A built file's size: on disk and gzip-compressed (zlib's default level, as the server sends it). */
export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

/** What one route costs before and after its first paint (gzip bytes). */
export interface RouteSizes {
  route: string;
  html: FileSize;
  /** Stylesheets the HTML links (none when the CSS is inlined). */
  css: FileSize[];
  /** gzip(HTML) + gzip of each linked stylesheet: what the first screen needs. */
  firstScreenGzip: number;
  /** The entry chunk plus every JS file the route's HTML preloads or lists for its entry to request. */
  js: FileSize[];
  jsGzip: number;
}

/** The entry chunk and every static route's sizes of one build. */
export interface BuildSizes {
  entry: FileSize;
  routes: RouteSizes[];
}

/** A local asset address ("/assets/x.js?v=1") as a dist/-relative path, or undefined for other origins. */
function localPath(href: string): string | undefined {
  if (/^[a-z]+:|^\/\//i.test(href)) return undefined;
  return href.replace(/[?#].*$/, "").replace(/^\//, "");
}

/**
 * Measures a build folder. The entry chunk is the `<script type="module" src>` of dist/index.html, or the entry its
 * inline loader imports (`page-assets`); a route's JS
 * is that entry plus its modulepreload links and its `page-assets` list, so a single bundle, a build that
 * preloads its chunks and one whose entry requests them after first paint are measured the same way.
 */
export function measureBuild(distDir: string, routes: string[]): BuildSizes {
  const cache = new Map<string, FileSize>();
  const size = (file: string): FileSize => {
    let found = cache.get(file);
    if (!found) {
      const content = readFileSync(join(distDir, file));
      found = { file, bytes: content.length, gzip: gzipSync(content).length };
      cache.set(file, found);
    }
    return found;
  };
  const sizesOf = (hrefs: string[]) => [...new Set(hrefs.map(localPath).filter((path) => path !== undefined))].map(size);
  const sum = (files: FileSize[]) => files.reduce((total, file) => total + file.gzip, 0);

  const entryHref = entryScripts(readFileSync(join(distDir, "index.html"), "utf8"))[0];
  if (!entryHref) throw new Error(`${distDir}/index.html não tem <script type="module" src> nem entrada no page-assets: não há chunk de entrada para medir.`);
  const entry = sizesOf([entryHref])[0]!;

  return {
    entry,
    routes: routes.map((route) => {
      const file = routeFile(route);
      const html = readFileSync(join(distDir, file), "utf8");
      const htmlSize = size(file);
      const css = sizesOf(stylesheets(html));
      const js = sizesOf([entryHref, ...modulePreloads(html).filter((href) => /\.m?js([?#]|$)/.test(href)), ...pageModules(html)]);
      const firstScreenGzip = gzipSync(firstScreenHtml(html)).length + sum(css);
      return { route, html: htmlSize, css, firstScreenGzip, js, jsGzip: sum(js) };
    }),
  };
}
