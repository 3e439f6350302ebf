import type { FileSize, RouteSizes } from "./bundleSizes.ts";
import type { SiteMeasure } from "./measureSite.ts";
import { median } from "./stats.ts";

/** Smallest, median and largest of a figure over all routes. */
export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** What results.json keeps of one measured site. */
export interface SiteResult {
  pages: number;
  staticRoutes: number;
  validateMs: number;
  buildMs: number;
  entry: FileSize;
  /** The "/" route. */
  home: RouteSizes;
  /** Per-route JS (entry + modulepreloads), gzip. */
  jsGzip: Spread;
  /** Per-route HTML + linked CSS, gzip. */
  firstScreenGzip: Spread;
  /** Every route's sizes; left out for the generated site, whose 1,000 landing pages are alike. */
  routes?: RouteSizes[];
}

function spread(values: number[]): Spread {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

/** Condenses a site measure; `keepRoutes` keeps the per-route list. */
export function siteResult(measure: SiteMeasure, keepRoutes: boolean): SiteResult {
  const { routes, entry } = measure.sizes;
  const home = routes.find((route) => route.route === "/");
  if (!home) throw new Error('O site medido não tem a rota "/".');
  return {
    pages: measure.pages,
    staticRoutes: measure.staticRoutes,
    validateMs: measure.validateMs,
    buildMs: measure.buildMs,
    entry,
    home,
    jsGzip: spread(routes.map((route) => route.jsGzip)),
    firstScreenGzip: spread(routes.map((route) => route.firstScreenGzip)),
    ...(keepRoutes ? { routes } : {}),
  };
}
