/**
 * Writes every static route as complete HTML after `vite build` (client) and `vite build --ssr` (server entry), in a
 * pool of workers (build/prerender/): dist/<route>/index.html with the page's markup inside #root, its head tags and
 * JSON-LD, the CSS its first paint needs inlined, and the files the entry requests after the first paint: the rest of
 * the stylesheet (dist/assets/rest-<hash>.css), the modules (the app's and its blocks') and the page's data, which
 * the app hydrates the markup with (dist/assets/page-<hash>.json). Every page's data is also written to dist/_data/
 * for client navigation. dist/app-shell.html renders routes with parameters (/pagamento/:cnpj) from scratch in the
 * browser. Finally sitemap.xml, robots.txt and what `npm run serve` needs to know about the site (dist/_serve.json).
 */
import "../build/prerender/productionReact.ts";
import { copyFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pageModules, type Manifest } from "../build/prerender/chunks.ts";
import { assertTemplate, pageHtml, writeBuildFile, type BuildShared } from "../build/prerender/pageWriter.ts";
import { pageAssetsScript, pageTemplate } from "../build/prerender/pageHtml.ts";
import { renderInWorkers } from "../build/prerender/renderInWorkers.ts";
import { serveManifestOf } from "../build/prerender/serveManifestOf.ts";
import { routeFile } from "../build/routeFile.ts";
import { robotsTxt, sitemapXml } from "../build/seo/sitemap.ts";
import { DEFAULT_CONFIG_DIR, ROOT } from "../model/paths.ts";
import { readSiteContent } from "../model/siteContent.ts";
import { hasParams } from "../renderer/site/routePatterns.ts";
import { SERVE_MANIFEST } from "../server/serveManifest.ts";

const DIST = join(ROOT, "dist");
const manifest = JSON.parse(readFileSync(join(DIST, ".vite", "manifest.json"), "utf8")) as Manifest;
// The manifest is for this script only; it is not part of the site.
rmSync(join(DIST, ".vite"), { recursive: true, force: true });

// The pages come as data from the config folder, not from the server bundle, which holds code only.
const { pages, routes, site } = readSiteContent(DEFAULT_CONFIG_DIR);
const paramRoutes = routes.map((route) => route.path).filter(hasParams);
const { html: template, stylesheets } = pageTemplate(readFileSync(join(DIST, "index.html"), "utf8"), paramRoutes);
assertTemplate(template);
const siteCss = stylesheets.map((file) => readFileSync(join(DIST, file), "utf8")).join("\n");
const shared: BuildShared = { dist: DIST, template, siteCss, manifest, paramRoutes, site };

// The shell renders its page from scratch, so it inlines the whole stylesheet; its blocks come with the page's data.
const shellAssets = pageAssetsScript({ styles: [], modules: pageModules(manifest, []) });
writeBuildFile(join(DIST, "app-shell.html"), pageHtml(template, siteCss, "", "", [shellAssets]));

const count = await renderInWorkers(join(ROOT, ".ssr", "entry-server.js"), shared, routes);
copyFileSync(join(DIST, routeFile("/404")), join(DIST, "404.html"));

const canonicalRoutes = pages.map(({ config }) => ({ path: config.route, noindex: config.noindex === true }));
writeFileSync(join(DIST, "sitemap.xml"), sitemapXml(site.siteUrl, canonicalRoutes));
writeFileSync(join(DIST, "robots.txt"), robotsTxt(site.siteUrl, canonicalRoutes));
writeFileSync(join(DIST, SERVE_MANIFEST), JSON.stringify(serveManifestOf(routes, site)));
console.log(`prerender: ${count} rotas escritas em dist/, dados de ${routes.length} em dist/_data/.`);
