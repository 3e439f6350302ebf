import type { PageConfig, PageLayout } from "../../schema/generated/page.ts";
import { hasParams, NOT_FOUND_ROUTE, patternOf, routeMatches } from "./routePatterns.ts";
import { pageRoutes, routesOf, type PageEntry, type PageRoute } from "./pageRoutes.ts";

/**
 * Everything the browser needs to show one address. A file of its own, never inlined in the HTML (decision 030):
 * a prerendered page names its `assets/page-<hash>.json`, which the entry fetches after the first paint; a client
 * navigation fetches `/_data/<route>.json` ({@link dataUrl}).
 */
export interface PageData {
  /** The route pattern this data is for (e.g. /preco, /home, /pagamento/:cnpj). */
  pattern: string;
  name: string;
  config: PageConfig;
  layout: PageLayout;
  /** Every address of the page (route and aliases), for the navigation's active link. */
  routes: string[];
}

/** The page data of one of the site's addresses; the editor's `$schema` pointer stays out of what visitors download. */
export function pageDataOf({ path, page, layout }: PageRoute): PageData {
  const { $schema: _editorHint, ...config } = page.config;
  const routes = routesOf(config);
  return { pattern: path, name: page.name, config, layout, routes };
}

/** An address without its trailing slash ("/" stays "/"). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The page data for an address: its page (exact routes before parameter routes), or the not-found page. */
export function pageDataFor(pathname: string, pages: PageEntry[]): PageData {
  const path = normalizePath(pathname);
  const routes = pageRoutes(pages);
  const found =
    routes.find((route) => route.path === path) ??
    routes.find((route) => hasParams(route.path) && routeMatches(route.path, path)) ??
    routes.find((route) => route.path === NOT_FOUND_ROUTE);
  if (!found) throw new Error(`Nenhuma página para ${path} e nenhuma página ${NOT_FOUND_ROUTE}.`);
  return pageDataOf(found);
}

/** The route pattern an address is served by: a parameter route it matches, or the address itself. */
export function patternFor(pathname: string, paramRoutes: string[]): string {
  const path = normalizePath(pathname);
  return patternOf(paramRoutes, path) ?? path;
}

/** Where the build writes a route pattern's page data: /_data/preco.json, /_data/index.json, /_data/pagamento/_cnpj.json. */
export function dataUrl(pattern: string): string {
  return `/_data${pattern === "/" ? "/index" : pattern.replace(/:([a-z]+)/gi, "_$1")}.json`;
}
