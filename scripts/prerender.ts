/**
 * Writes every static route as complete HTML after `vite build` (client) and `vite build --ssr` (server entry):
 * dist/<route>/index.html with the page's markup inside #root, its head tags and JSON-LD, the CSS its first paint
 * needs inlined, and the files the entry requests after the first paint: the rest of the stylesheet
 * (dist/assets/rest-<hash>.css), the modules (the app's and its blocks') and the page's data, which the app hydrates
 * the markup with (dist/assets/page-<hash>.json). Every page's data is also written to dist/_data/ for client
 * navigation. dist/app-shell.html renders routes with parameters (/pagamento/:cnpj) from scratch in the browser.
 * Finally sitemap.xml, robots.txt and what `npm run serve` needs to know about the site (dist/_serve.json).
 */
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_CONFIG_DIR, ROOT } from "../model/paths.ts";
import { readSiteContent } from "../model/siteContent.ts";
import { routeFile } from "../build/routeFile.ts";
import { pageModules, type Manifest } from "../build/prerender/chunks.ts";
import { headHtml } from "../build/prerender/headHtml.ts";
import { classNamesIn, stylesheetSplitter } from "../build/prerender/pageCss.ts";
import { PAGE_CSS, pageAssetsScript, pageTemplate } from "../build/prerender/pageHtml.ts";
import { serveManifestOf } from "../build/prerender/serveManifestOf.ts";
import { robotsTxt, sitemapXml } from "../build/seo/sitemap.ts";
import { SERVE_MANIFEST } from "../server/serveManifest.ts";
import { structuredData, structuredDataHtml } from "../build/seo/structuredData.ts";

type ServerEntry = typeof import("../renderer/entry-server.tsx");

const DIST = join(ROOT, "dist");
// React's production build: the development one checks every element and records a stack for each (several times
// slower), and the markup is the same.
process.env.NODE_ENV = "production";
const entry: ServerEntry = await import(pathToFileURL(join(ROOT, ".ssr", "entry-server.js")).href);
const manifestFile = join(DIST, ".vite", "manifest.json");
const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
// The manifest is for this script only; it is not part of the site.
rmSync(join(DIST, ".vite"), { recursive: true, force: true });

const ROOT_DIV = '<div id="root"></div>';
// The pages come as data from the config folder, not from the server bundle, which holds code only.
const content = readSiteContent(DEFAULT_CONFIG_DIR);
const { routes, site } = content;
const paramRoutes = routes.map((route) => route.path).filter(entry.hasParams);
const { html: template, stylesheets } = pageTemplate(readFileSync(join(DIST, "index.html"), "utf8"), paramRoutes);
if (!template.includes(ROOT_DIV)) throw new Error(`dist/index.html não tem ${ROOT_DIV}.`);
const siteCss = stylesheets.map((file) => readFileSync(join(DIST, file), "utf8")).join("\n");
const splitStylesheet = stylesheetSplitter(siteCss);

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Where a route's page goes in dist/. */
function fileFor(route: string): string {
  return join(DIST, routeFile(route));
}

/** A page's HTML: the template with its CSS, head tags, the root's markup and the JSON islands after it. */
function pageHtml(css: string, head: string, root: string, islands: string[]): string {
  // Replacer functions: page text may contain "$" sequences that a replacement string would interpret.
  return template
    .replace(PAGE_CSS, () => `<style>${css}</style>`)
    .replace("</head>", () => `${head}\n  </head>`)
    .replace(ROOT_DIV, () => [`<div id="root">${root}</div>`, ...islands].join("\n    "));
}

// The shell renders its page from scratch, so it inlines the whole stylesheet; its blocks come with the page's data.
write(
  join(DIST, "app-shell.html"),
  pageHtml(siteCss, "", "", [pageAssetsScript({ styles: [], modules: pageModules(manifest, []) })]),
);

/**
 * Writes a build file named after its content (assets/<name>-<hash>.<extension>): pages with the same content share
 * it, browsers may keep it for good, and a page always gets the version it was built with.
 */
const written = new Set<string>();
function contentAddressedFile(name: string, extension: string, content: string): string {
  const file = `assets/${name}-${createHash("sha256").update(content).digest("base64url").slice(0, 10)}.${extension}`;
  // Pages of one layout share their rest of the stylesheet: the file is written once.
  if (!written.has(file)) write(join(DIST, file), content);
  written.add(file);
  return file;
}

let count = 0;
for (const route of routes) {
  const page = entry.pageDataOf(route);
  const data = JSON.stringify(page);
  write(join(DIST, entry.dataUrl(route.path)), data);
  if (entry.hasParams(route.path)) continue;
  const modules = pageModules(manifest, entry.blockTypesOf(page.config.blocks).map(entry.blockModulePath));
  const head = [
    headHtml(entry.headTags(page.config, site)),
    `    ${structuredDataHtml(structuredData(page.config, site))}`,
  ].join("\n");
  const body = await entry.render(route.path, page, paramRoutes);
  // The first paint gets the rules its markup can use; the rest (states the app toggles, other pages' blocks) follows.
  const { firstPaint, rest } = splitStylesheet(classNamesIn(body));
  // The page's data is a file of its own rather than inlined: the HTML stays small enough to arrive in the first
  // round trip, and the app needs the data only once its modules are here, after the first paint.
  const assets = {
    styles: [contentAddressedFile("rest", "css", rest)],
    modules,
    data: contentAddressedFile("page", "json", data),
  };
  write(fileFor(route.path), pageHtml(firstPaint, head, body, [pageAssetsScript(assets)]));
  count += 1;
}
copyFileSync(fileFor("/404"), join(DIST, "404.html"));

const canonicalRoutes = content.pages.map(({ config }) => ({ path: config.route, noindex: config.noindex === true }));
writeFileSync(join(DIST, "sitemap.xml"), sitemapXml(site.siteUrl, canonicalRoutes));
writeFileSync(join(DIST, "robots.txt"), robotsTxt(site.siteUrl, canonicalRoutes));
writeFileSync(join(DIST, SERVE_MANIFEST), JSON.stringify(serveManifestOf(routes, site)));
console.log(`prerender: ${count} rotas escritas em dist/, dados de ${routes.length} em dist/_data/.`);
