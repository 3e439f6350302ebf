import type { PageExperiment } from "../experiments/attribution.ts";
import type { PageConfig, PageLayout } from "../../schema/generated/page.ts";

/** A page config with the file name it came from. */
export interface PageEntry {
  name: string;
  config: PageConfig;
}

/** One address the site answers on: the page it shows and the layout used there. */
export interface PageRoute {
  path: string;
  page: PageEntry;
  layout: PageLayout;
  /** True for an alias: the canonical address is the page's own route. */
  alias: boolean;
  /** The running A/B test of this address (set by the build), which the page data carries for attribution. */
  experiment?: PageExperiment;
}

/** Every address of one page: its route, then its aliases. The one definition the build, the server, the editor and the app use. */
export function routesOf(config: Pick<PageConfig, "route" | "aliases">): string[] {
  return [config.route, ...(config.aliases ?? []).map((alias) => alias.route)];
}

/**
 * The addresses a page file declares, read from a value that may not be valid yet (the validator's cross-checks, the
 * editor's page list and its form): each route that is a string, with the JSON pointer where it is written, in
 * {@link routesOf}'s order.
 */
export function declaredRoutes(data: unknown): Array<{ route: string; pointer: string }> {
  const page = (data && typeof data === "object" ? data : {}) as { route?: unknown; aliases?: unknown };
  const found = typeof page.route === "string" ? [{ route: page.route, pointer: "/route" }] : [];
  if (Array.isArray(page.aliases))
    page.aliases.forEach((alias: { route?: unknown } | null, index) => {
      if (typeof alias?.route === "string") found.push({ route: alias.route, pointer: `/aliases/${index}/route` });
    });
  return found;
}

/** Every address of every page: the page's route first, then its aliases (each with its own layout if given). */
export function pageRoutes(pages: PageEntry[]): PageRoute[] {
  return pages.flatMap((page) => [
    { path: page.config.route, page, layout: page.config.layout ?? {}, alias: false },
    ...(page.config.aliases ?? []).map((alias) => ({
      path: alias.route,
      page,
      layout: alias.layout ?? page.config.layout ?? {},
      alias: true,
    })),
  ]);
}
