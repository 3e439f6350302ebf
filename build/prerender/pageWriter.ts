import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { PageRoute } from "../../renderer/routing/pageRoutes.ts";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { routeFile } from "../routeFile.ts";
import { structuredData, structuredDataHtml } from "../seo/structuredData.ts";
import { pageModules, type Manifest } from "./chunks.ts";
import { headHtml } from "./headHtml.ts";
import { classNamesIn, stylesheetSplitter } from "./pageCss.ts";
import { PAGE_CSS, pageAssetsScript } from "./pageHtml.ts";

/** The server bundle's exports the prerender uses. */
export type ServerEntry = typeof import("../../renderer/entry-server.tsx");

/** What every page of one build shares: where it goes, the template, the stylesheet, the client's chunks. */
export interface BuildShared {
  dist: string;
  /** dist/index.html made into the page template (pageTemplate). */
  template: string;
  siteCss: string;
  manifest: Manifest;
  paramRoutes: string[];
  site: SiteConfig;
}

const ROOT_DIV = '<div id="root"></div>';

/** A page's HTML: the template with its CSS, head tags, the root's markup and the JSON islands after it. */
export function pageHtml(template: string, css: string, head: string, root: string, islands: string[]): string {
  // Replacer functions: page text may contain "$" sequences that a replacement string would interpret.
  return template
    .replace(PAGE_CSS, () => `<style>${css}</style>`)
    .replace("</head>", () => `${head}\n  </head>`)
    .replace(ROOT_DIV, () => [`<div id="root">${root}</div>`, ...islands].join("\n    "));
}

/** Writes a file, creating its folder. */
export function writeBuildFile(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * Writes the files of one route: its data (dist/_data/…), and for a static route its HTML with the CSS its first paint
 * needs inlined, the rest of the stylesheet and the page's data as files named after their content. Resolves to
 * whether it wrote an HTML page (routes with a parameter get only their data: the app shell renders them).
 */
export function pageWriter(entry: ServerEntry, shared: BuildShared): (route: PageRoute) => Promise<boolean> {
  const splitStylesheet = stylesheetSplitter(shared.siteCss);
  const written = new Set<string>();
  /** assets/<name>-<hash>.<extension>: pages with the same content share it, browsers may keep it for good. */
  const contentAddressedFile = (name: string, extension: string, content: string) => {
    const file = `assets/${name}-${createHash("sha256").update(content).digest("base64url").slice(0, 10)}.${extension}`;
    // Pages of one layout share their rest of the stylesheet: the file is written once.
    if (!written.has(file)) writeBuildFile(join(shared.dist, file), content);
    written.add(file);
    return file;
  };
  return async (route) => {
    const page = entry.pageDataOf(route);
    const data = JSON.stringify(page);
    writeBuildFile(join(shared.dist, entry.dataUrl(route.path)), data);
    if (entry.hasParams(route.path)) return false;
    const modules = pageModules(shared.manifest, entry.blockTypesOf(page.config.blocks).map(entry.blockModulePath));
    const head = [
      headHtml(entry.headTags(page.config, shared.site)),
      `    ${structuredDataHtml(structuredData(page.config, shared.site))}`,
    ].join("\n");
    const body = await entry.render(route.path, page, shared.paramRoutes);
    // The first paint gets the rules its markup can use; the rest (states the app toggles, other pages' blocks) follows.
    const { firstPaint, rest } = splitStylesheet(classNamesIn(body));
    // The page's data is a file of its own rather than inlined: the HTML stays small enough to arrive in the first
    // round trip, and the app needs the data only once its modules are here, after the first paint.
    const assets = {
      styles: [contentAddressedFile("rest", "css", rest)],
      modules,
      data: contentAddressedFile("page", "json", data),
    };
    const html = pageHtml(shared.template, firstPaint, head, body, [pageAssetsScript(assets)]);
    writeBuildFile(join(shared.dist, routeFile(route.path)), html);
    return true;
  };
}

/** Checks that the template has the root the markup goes into. */
export function assertTemplate(template: string): void {
  if (!template.includes(ROOT_DIV)) throw new Error(`dist/index.html não tem ${ROOT_DIV}.`);
}
