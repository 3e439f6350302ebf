import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { routesOf } from "../../model/routing/pageRoutes.ts";
import type { PageConfig } from "../../schema/generated/page.ts";

type RouteShape = Pick<PageConfig, "route" | "aliases" | "noindex">;

function readPages(configDir: string): RouteShape[] {
  const pagesDir = join(configDir, "pages");
  return readdirSync(pagesDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(join(pagesDir, name), "utf8")) as RouteShape);
}

/** Every route and alias of every page config in a config folder, sorted ("/" first; parameters included). */
export function allRoutes(configDir: string): string[] {
  return readPages(configDir).flatMap(routesOf).sort();
}

/** The routes and aliases of the pages marked `noindex` (the 404 page, the payment page). */
export function noindexRoutes(configDir: string): Set<string> {
  return new Set(readPages(configDir).filter((page) => page.noindex === true).flatMap(routesOf));
}

/** The routes the build prerenders: those without a `:param`. */
export function staticRoutes(configDir: string): string[] {
  return allRoutes(configDir).filter((route) => !route.includes(":"));
}
