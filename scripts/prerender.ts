/**
 * Validates site.config/, then writes every static route as complete HTML after `vite build` (client) and `vite build --ssr` (server entry), in a
 * pool of workers (build/prerender/): dist/<route>/index.html with the page's markup inside #root, its head tags and
 * JSON-LD, the CSS its first paint needs inlined, the page loader (renderer/pageLoader.ts, inline), and the files the
 * loader requests after the first paint: the entry, the rest of
 * the stylesheet (dist/assets/rest-<hash>.css), the modules (the app's and its blocks') and the page's data, which
 * the app hydrates the markup with (dist/assets/page-<hash>.json). Every page's data is also written to dist/_data/
 * for client navigation. dist/app-shell.html renders routes with parameters (/pagamento/:cnpj) from scratch in the
 * browser. Finally sitemap.xml, robots.txt, what `npm run serve` needs to know about the site (dist/_serve.json) and
 * the nginx config and the edge Worker that answer as it does (deploy/nginx.conf, build/nginx/;
 * deploy/edge/, build/edge/).
 * A route made from the same page data and the same build as last time reuses that build's files (build/cache/).
 */
import "../build/prerender/productionReact.ts";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pageModules, type Manifest } from "../build/prerender/chunks.ts";
import { assertTemplate, pageHtml, writeBuildFile, type BuildShared } from "../build/prerender/pageWriter.ts";
import { pageAssetsScript, pageTemplate } from "../build/prerender/pageHtml.ts";
import { buildPageLoader, scriptHashSource } from "../build/prerender/pageLoader.ts";
import { renderInWorkers } from "../build/prerender/renderInWorkers.ts";
import { BuildProgress } from "../build/prerender/buildProgress.ts";
import { reuseUnchanged } from "../build/prerender/writeRoutes.ts";
import { writeVariants } from "../build/prerender/writeVariants.ts";
import { runningExperiments } from "../model/experiments/splits.ts";
import { withExperiments } from "../model/experiments/pageExperiments.ts";
import { placeholdersFrom } from "../model/content/currentYear.ts";
import { interpolate } from "../model/content/interpolate.ts";
import { buildFingerprint } from "../build/prerender/buildFingerprint.ts";
import { buildCacheDir } from "../build/cache/cacheDir.ts";
import { readRouteIndex, writeRouteIndex } from "../build/cache/routeCache.ts";
import { serveManifestOf } from "../build/prerender/serveManifestOf.ts";
import { routeFile } from "../build/routeFile.ts";
import { robotsTxt, sitemapXml } from "../build/seo/sitemap.ts";
import { DEFAULT_CONFIG_DIR, PUBLIC_DIR, ROOT } from "../model/paths.ts";
import { buildOutDir } from "../build/outDir.ts";
import { siteContentOf } from "../model/siteContent.ts";
import { configFileEntry } from "../model/pageFileRule.ts";
import { invalidSiteReport } from "../validator/siteReport.ts";
import { loadSite, validateLoaded } from "../validator/validateSite.ts";
import { browserRoutesOf } from "../model/routing/routeResolver.ts";
import { SERVE_MANIFEST } from "../server/serveManifest.ts";
import { SERVICE_URL_VARIABLES } from "../server/serviceUrls.ts";
import { nginxConf, siteParts } from "../build/nginx/nginxConf.ts";
import { deploymentFor, NGINX_CONF } from "../build/nginx/deployment.ts";
import { EDGE_DIR, edgeFiles } from "../build/edge/edgeFiles.ts";
import { contentTypesOf, edgeSiteOf } from "../build/edge/edgeSite.ts";
import { CSS_MODULE_CLASSES_FILE, type CssModuleClasses } from "../build/vite/cssModuleClasses.ts";

const DIST = buildOutDir();
const manifest = JSON.parse(readFileSync(join(DIST, ".vite", "manifest.json"), "utf8")) as Manifest;
const cssModuleClasses = JSON.parse(readFileSync(join(DIST, CSS_MODULE_CLASSES_FILE), "utf8")) as CssModuleClasses;
// The manifest and the CSS modules' classes are for this script only; they are not part of the site.
rmSync(join(DIST, ".vite"), { recursive: true, force: true });

/**
 * The site's pages, routes and running A/B tests. The pages come as data from the config folder, not from the server
 * bundle, which holds code only. They are read once: validated (an invalid folder stops the build with the validator's
 * lines), then rendered. Only what the build uses is kept: the files as read go once this returns (at 100,000 pages
 * they are a third of the build's memory).
 */
function readSite() {
  const loaded = loadSite(DEFAULT_CONFIG_DIR);
  const report = invalidSiteReport(validateLoaded(loaded));
  if (report || !loaded.site) {
    console.error(report);
    process.exit(1);
  }
  const content = siteContentOf(
    loaded.site.data as object,
    loaded.pages.map(configFileEntry),
    loaded.collections.map(configFileEntry),
  );
  // The running A/B tests: a tested page's data names its test, for the page's attribution (decision 085).
  const placeholders = placeholdersFrom(loaded.site.data as object);
  const variantFiles = (loaded.variants ?? []).map(({ file, data }) => ({
    file,
    data: interpolate(data, placeholders),
  }));
  return { ...content, experiments: runningExperiments(loaded.experiments ?? [], variantFiles, content.pages) };
}
const { pages, routes: siteRoutes, site, experiments } = readSite();
// The browser resolves addresses with the routes a plain lookup of the address cannot answer (routeResolver.ts).
const browserRoutes = browserRoutesOf(siteRoutes.map((route) => route.path));
// Every page carries the loader inline: it requests the entry and the rest after the first paint (decision 050).
const loader = await buildPageLoader();
const {
  html: template,
  stylesheets,
  entry,
} = pageTemplate(readFileSync(join(DIST, "index.html"), "utf8"), browserRoutes, loader);
assertTemplate(template);
const siteCss = stylesheets.map((file) => readFileSync(join(DIST, file), "utf8")).join("\n");
const SSR = join(ROOT, ".ssr");
const unprinted = { dist: DIST, template, entry, siteCss, manifest, cssModuleClasses, browserRoutes, site };
const shared: BuildShared = { ...unprinted, fingerprint: buildFingerprint(unprinted, SSR) };
const routes = withExperiments(siteRoutes, experiments.splits);
// A route whose page and build are unchanged since the last build gets that build's files (build/cache/).
const cacheDir = buildCacheDir();
const cache = cacheDir ? { dir: cacheDir, previous: readRouteIndex(cacheDir) } : undefined;
// (A first build has nothing to reuse: its routes' keys are not worked out twice.)
const reuse = cache && Object.keys(cache.previous).length > 0 ? reuseUnchanged(routes, shared, cache) : undefined;

// The shell renders its page from scratch, so it inlines the whole stylesheet; its blocks come with the page's data.
const shellAssets = pageAssetsScript({ entry, styles: [], modules: pageModules(manifest, []) });
writeBuildFile(join(DIST, "app-shell.html"), pageHtml(template, siteCss, "", "", [shellAssets]));

// The routes left are rendered, and their files kept for the next build; a long render shows its progress.
const toRender = reuse?.left ?? routes;
const progress = new BuildProgress("prerender", toRender.length, process.stdout);
const rendered = await renderInWorkers(
  join(SSR, "entry-server.js"),
  shared,
  toRender,
  cacheDir ? { dir: cacheDir, previous: {} } : undefined,
  (count) => progress.advance(count),
);
progress.finish();
const written = {
  pages: rendered.pages + (reuse?.reused.pages ?? 0),
  index: { ...reuse?.reused.index, ...rendered.index },
};
if (cacheDir) writeRouteIndex(cacheDir, written.index);
const reused = Object.keys(reuse?.reused.index ?? {}).length;
writeBuildFile(join(DIST, "404.html"), readFileSync(join(DIST, routeFile("/404"))));
// The running A/B tests' variants: each its own page under dist/_variantes/, which the servers answer the page's
// address with for the visitors drawn to it (decision 080). None in the sitemap: they are not in `pages`.
const variantsWritten = await writeVariants(
  join(SSR, "entry-server.js"),
  shared,
  experiments.variantPages,
  experiments.splits,
);

const canonicalRoutes = pages.map(({ config }) => ({ path: config.route, noindex: config.noindex === true }));
writeBuildFile(join(DIST, "sitemap.xml"), sitemapXml(site.siteUrl, canonicalRoutes));
writeBuildFile(join(DIST, "robots.txt"), robotsTxt(site.siteUrl, canonicalRoutes));
const serveManifest = serveManifestOf(routes, site, [scriptHashSource(loader)], experiments.splits);
writeBuildFile(join(DIST, SERVE_MANIFEST), JSON.stringify(serveManifest));
// nginx answers from the same route table and manifest, with the services' addresses the bundle was built with.
const serviceUrls = SERVICE_URL_VARIABLES.map((name) => process.env[name]);
writeBuildFile(NGINX_CONF, nginxConf(siteParts({ ...serveManifest, serviceUrls }), deploymentFor(site.siteUrl)));
// So does the edge Worker (deploy/edge/, build/edge/), with the Content-Type of each kind of file the build has.
const edgeSite = edgeSiteOf(serveManifest, serviceUrls, contentTypesOf(DIST, PUBLIC_DIR));
for (const [name, text] of Object.entries(await edgeFiles(edgeSite, site.siteUrl)))
  writeBuildFile(join(EDGE_DIR, name), text);
console.log(
  `prerender: ${written.pages} rotas escritas em dist/, dados de ${routes.length} em dist/_data/` +
    (cacheDir ? ` (${reused} reaproveitadas da build anterior, sem mudança).` : ".") +
    (variantsWritten > 0 ? ` Variantes de testes A/B: ${variantsWritten}, em dist/_variantes/.` : ""),
);
