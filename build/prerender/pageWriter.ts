import { createHash } from "node:crypto";
import { mkdirSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { PageRoute } from "../../model/routing/pageRoutes.ts";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { routeFile } from "../routeFile.ts";
import { structuredData, structuredDataHtml } from "../seo/structuredData.ts";
import { pageModules, type Manifest } from "./chunks.ts";
import { headHtml } from "./headHtml.ts";
import { classNamesIn, stylesheetSplitter } from "./pageCss.ts";
import { otherPagesClasses } from "./otherPagesClasses.ts";
import type { CssModuleClasses } from "../vite/cssModuleClasses.ts";
import { contentHash } from "../cache/blobStore.ts";
import { routeKey, type RouteCache, type RouteFiles } from "../cache/routeCache.ts";
import { PAGE_CSS, pageAssetsScript, stylesheetLink } from "./pageHtml.ts";
import { withoutBlocksAfter } from "./firstScreen.ts";
import { compressedCopies, firstRoundTripCheck, PRECOMPRESSED } from "../precompress.ts";

/**
 * The blocks whose rules a long page keeps inline with its header's and footer's: what a visitor can see before
 * scrolling on the site's pages (the first block alone can be a short banner). Later blocks' rules come in a
 * stylesheet linked after the page's content (decision 092).
 */
export const BLOCKS_ON_FIRST_SCREEN = 2;

/** The server bundle's exports the prerender uses. */
export type ServerEntry = typeof import("../../renderer/entry-server.tsx");

/** What every page of one build shares: where it goes, the template, the stylesheet, the client's chunks. */
export interface BuildShared {
  dist: string;
  /** dist/index.html made into the page template (pageTemplate). */
  template: string;
  /** The build file of the entry module, which each page's loader imports after the first paint. */
  entry: string;
  siteCss: string;
  manifest: Manifest;
  /** The class names of each CSS module, which tell the rules of other pages' blocks apart (decision 053). */
  cssModuleClasses: CssModuleClasses;
  browserRoutes: string[];
  site: SiteConfig;
  /** buildFingerprint.ts: what every page is made from besides its own data. */
  fingerprint: string;
}

const ROOT_DIV = '<div id="root"></div>';

/**
 * A page's HTML: the template with its CSS, head tags, the root's markup and what follows it (the stylesheet of a
 * long page's later blocks, the JSON islands).
 */
export function pageHtml(template: string, css: string, head: string, root: string, afterRoot: string[]): string {
  // Replacer functions: page text may contain "$" sequences that a replacement string would interpret.
  return template
    .replace(PAGE_CSS, () => `<style>${css}</style>`)
    .replace("</head>", () => `${head}\n  </head>`)
    .replace(ROOT_DIV, () => [`<div id="root">${root}</div>`, ...afterRoot].join("\n    "));
}

/**
 * Writes a file, creating its folder. A file already there is replaced, never rewritten in place: it may be a link to
 * a file the build cache keeps (Vite's dist/index.html, which the home page takes over, is one when the client build
 * was reused), which must keep its content.
 */
export function writeBuildFile(file: string, content: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, content, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    unlinkSync(file);
    writeFileSync(file, content, { flag: "wx" });
  }
}

/**
 * Writes a file named after its content unless it is there already (written by another page, another worker, or
 * linked from the build cache, whose kept file must never be rewritten in place). True when it wrote it.
 */
function writeNewBuildFile(file: string, content: Uint8Array): boolean {
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, content, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  }
}

/**
 * Writes the files of one route: its data (dist/_data/…), and for a static route its HTML with the CSS its first paint
 * needs inlined, the rest of the stylesheet and the page's data as files named after their content. Resolves to
 * whether it wrote an HTML page (routes with a parameter get only their data: the app shell renders them). With a
 * cache, a route made from the same data and build as before gets the files it had (see build/cache/routeCache.ts).
 * Given `htmlPath`, the route's HTML is written there instead (an A/B test's variant), without its data file or cache.
 * Each file it writes gets its compressed copies here, from the content in hand (build/precompress.ts's rules), so the
 * pages are compressed in the prerender's workers as they are rendered (decision 122).
 */
export function pageWriter(
  entry: ServerEntry,
  shared: BuildShared,
  cache?: RouteCache,
): (route: PageRoute, htmlPath?: string) => Promise<boolean> {
  const splitStylesheet = stylesheetSplitter(shared.siteCss);
  return async (route, htmlPath) => {
    const page = entry.pageDataOf(route);
    const data = JSON.stringify(page);
    const writesHtml = !entry.hasParams(route.path);
    const key = cache && !htmlPath && routeKey(shared.fingerprint, route.path, data);
    if (key && cache.restore(key)) return writesHtml;
    const written: RouteFiles = [];
    const copies = compressedCopies(cache?.store);
    const compressing: Array<Promise<void>> = [];
    const write = (path: string, text: string, named = false, brotli6?: Buffer) => {
      const file = join(shared.dist, path);
      const content = Buffer.from(text);
      const name = contentHash(content);
      written.push([path, name]);
      if (named && !writeNewBuildFile(file, content)) return;
      if (!named) writeBuildFile(file, content);
      compressing.push(copies(file, path, PRECOMPRESSED, { content, name, brotli6 }));
    };
    /** assets/<name>-<hash>.<extension>: pages with the same content share it, browsers may keep it for good. */
    const contentAddressedFile = (name: string, extension: string, content: string) => {
      const file = `assets/${name}-${createHash("sha256").update(content).digest("base64url").slice(0, 10)}.${extension}`;
      write(`/${file}`, content, true);
      return file;
    };
    // A variant of an A/B test (htmlPath) is written apart; the address's data for client navigation stays the page's.
    if (!htmlPath) write(entry.dataUrl(route.path), data);
    if (writesHtml) {
      const blockTypes = entry.blockTypesOf(page.config.blocks);
      const modules = pageModules(shared.manifest, blockTypes.map(entry.blockModulePath));
      const head = [
        headHtml(entry.headTags(page.config, shared.site)),
        `    ${structuredDataHtml(structuredData(page.config, shared.site))}`,
      ].join("\n");
      const body = await entry.render(route.path, page, shared.browserRoutes);
      // The first paint gets the rules its markup can use; the rest (the states the app toggles) follows; other pages'
      // blocks' rules wait for the visitor's first move to another page (decision 053).
      const used = classNamesIn(body);
      const elsewhere = otherPagesClasses(shared.cssModuleClasses, blockTypes);
      const { firstPaint, rest, otherPages } = splitStylesheet(used, elsewhere);
      // The page's data is a file of its own rather than inlined: the HTML stays small enough to arrive in the first
      // round trip, and the app needs the data only once its modules are here, after the first paint.
      const assets = {
        entry: shared.entry,
        styles: [contentAddressedFile("rest", "css", rest)],
        otherPagesStyles: otherPages ? [contentAddressedFile("other-pages", "css", otherPages)] : [],
        modules,
        data: contentAddressedFile("page", "json", data),
      };
      const island = pageAssetsScript(assets);
      let html = pageHtml(shared.template, firstPaint, head, body, [island]);
      // A page too long for the first round trip keeps inline only what its first screen uses; its later blocks'
      // rules come in a stylesheet after its content, which they do not need before the visitor scrolls (decision 092).
      const check = firstRoundTripCheck(Buffer.from(html));
      let brotli6 = check.brotli6;
      if (!check.fits) {
        const firstScreen = classNamesIn(withoutBlocksAfter(body, BLOCKS_ON_FIRST_SCREEN));
        const long = splitStylesheet(used, elsewhere, firstScreen);
        if (long.belowFirstScreen) {
          const below = stylesheetLink(contentAddressedFile("below-first-screen", "css", long.belowFirstScreen));
          html = pageHtml(shared.template, long.firstPaint, head, body, [below, island]);
          brotli6 = undefined;
        }
      }
      write(htmlPath ?? `/${routeFile(route.path)}`, html, false, brotli6);
    }
    await Promise.all(compressing);
    if (key) cache.record(key, written);
    return writesHtml;
  };
}

/** Checks that the template has the root the markup goes into. */
export function assertTemplate(template: string): void {
  if (!template.includes(ROOT_DIV)) throw new Error(`dist/index.html não tem ${ROOT_DIV}.`);
}
