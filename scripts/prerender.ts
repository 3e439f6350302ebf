/**
 * Writes every static route as complete HTML after `vite build` (client) and `vite build --ssr` (server entry):
 * dist/<route>/index.html with the page's markup inside #root and its head tags. dist/app-shell.html stays
 * empty for routes with parameters (/pagamento/:cnpj), which the client renders from scratch.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./lib/paths.ts";
import { headHtml } from "./prerender/headHtml.ts";
import { robotsTxt, sitemapXml } from "./seo/sitemap.ts";
import { structuredData, structuredDataHtml } from "./seo/structuredData.ts";

type ServerEntry = typeof import("../renderer/entry-server.tsx");

const DIST = join(ROOT, "dist");
const entry: ServerEntry = await import(pathToFileURL(join(ROOT, ".ssr", "entry-server.js")).href);
const template = readFileSync(join(DIST, "index.html"), "utf8");
const ROOT_DIV = '<div id="root"></div>';
if (!template.includes(ROOT_DIV)) throw new Error(`dist/index.html não tem ${ROOT_DIV}.`);

writeFileSync(join(DIST, "app-shell.html"), template);

/** dist/<route>/index.html, with "/" at dist/index.html. */
function fileFor(route: string): string {
  return route === "/" ? join(DIST, "index.html") : join(DIST, route.slice(1), "index.html");
}

let count = 0;
for (const { path, page } of entry.pageRoutes(entry.pages)) {
  if (path.includes(":")) continue;
  const html = template
    // Replacer functions: page text may contain "$" sequences that a replacement string would interpret.
    .replace("</head>", () => `${headHtml(entry.headTags(page.config, entry.site))}\n    ${structuredDataHtml(structuredData(page.config, entry.site))}\n  </head>`)
    .replace(ROOT_DIV, () => `<div id="root">${entry.render(path)}</div>`);
  const file = fileFor(path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  count += 1;
}
copyFileSync(fileFor("/404"), join(DIST, "404.html"));

const canonicalRoutes = entry.pages.map(({ config }) => ({ path: config.route, noindex: config.noindex === true }));
writeFileSync(join(DIST, "sitemap.xml"), sitemapXml(entry.site.siteUrl, canonicalRoutes));
writeFileSync(join(DIST, "robots.txt"), robotsTxt(entry.site.siteUrl, canonicalRoutes));
console.log(`prerender: ${count} rotas escritas em dist/.`);
