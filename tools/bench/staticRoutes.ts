import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface RouteShape {
  route: string;
  aliases?: Array<{ route: string }>;
}

/** Every route and alias of every page config in a config folder, sorted ("/" first; parameters included). */
export function allRoutes(configDir: string): string[] {
  const pagesDir = join(configDir, "pages");
  return readdirSync(pagesDir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => {
      const page = JSON.parse(readFileSync(join(pagesDir, name), "utf8")) as RouteShape;
      return [page.route, ...(page.aliases ?? []).map((alias) => alias.route)];
    })
    .sort();
}

/** The routes the build prerenders: those without a `:param`. */
export function staticRoutes(configDir: string): string[] {
  return allRoutes(configDir).filter((route) => !route.includes(":"));
}
