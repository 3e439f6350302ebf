import type { PageExperiment } from "../experiments/attribution.ts";
import type { PageConfig, PageLayout } from "../../schema/generated/page.ts";
import { NOT_FOUND_ROUTE } from "./routePatterns.ts";
import { pageRoutes, routesOf, type PageEntry, type PageRoute } from "./pageRoutes.ts";
import { normalizePath, routeResolver } from "./routeResolver.ts";

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
  /** The running A/B test of the address, on a tested page and its variants only. */
  experiment?: PageExperiment;
}

/** The page data of one of the site's addresses; the editor's `$schema` pointer stays out of what visitors download. */
export function pageDataOf({ path, page, layout, experiment }: PageRoute): PageData {
  const { $schema: _editorHint, ...config } = page.config;
  const routes = routesOf(config);
  return { pattern: path, name: page.name, config, layout, routes, ...(experiment && { experiment }) };
}

/** The page data for an address: its page as {@link routeResolver} finds it, or the not-found page. */
export function pageDataFor(pathname: string, pages: PageEntry[]): PageData {
  const routes = pageRoutes(pages);
  const pattern = routeResolver(routes.map((route) => route.path))(pathname) ?? NOT_FOUND_ROUTE;
  const found = routes.find((route) => route.path === pattern);
  if (!found) throw new Error(`Nenhuma página para ${normalizePath(pathname)} e nenhuma página ${NOT_FOUND_ROUTE}.`);
  return pageDataOf(found);
}

/**
 * The route pattern whose data file the browser asks for an address: what {@link routeResolver} finds among the
 * routes the browser knows (`browserRoutesOf`), or else the address itself, an exact route or none (its data
 * file is then missing, and the not-found page's is shown).
 */
export function patternFor(pathname: string, knownRoutes: string[]): string {
  return routeResolver(knownRoutes)(pathname) ?? normalizePath(pathname);
}

/** Where the build writes a route pattern's page data: /_data/preco.json, /_data/index.json, /_data/pagamento/_cnpj.json. */
export function dataUrl(pattern: string): string {
  return `/_data${pattern === "/" ? "/index" : pattern.replace(/:([a-z]+)/gi, "_$1")}.json`;
}
