import { escapeHtml } from "../prerender/headHtml.ts";

/** A page address as search engines should know it. */
export interface IndexedRoute {
  path: string;
  noindex: boolean;
}

/** sitemap.xml: every indexable address without parameters, absolute. */
export function sitemapXml(siteUrl: string, routes: IndexedRoute[]): string {
  const urls = routes
    .filter((route) => !route.noindex && !route.path.includes(":"))
    .map((route) => `  <url><loc>${escapeHtml(`${siteUrl}${route.path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * robots.txt: the sitemap, and a Disallow for noindex addresses with parameters (the payment page has no HTML of
 * its own to carry the noindex tag). Other noindex pages stay crawlable so that engines can read their tag.
 */
export function robotsTxt(siteUrl: string, routes: IndexedRoute[]): string {
  const hidden = routes
    .filter((route) => route.noindex && route.path.includes(":"))
    .map((route) => `Disallow: ${route.path.replace(/:[a-z]+.*$/i, "")}`);
  return ["User-agent: *", "Allow: /", ...hidden, "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
