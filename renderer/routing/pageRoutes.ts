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
}

/** Every address of one page: its route, then its aliases. The one definition the build, the server, the editor and the app use. */
export function routesOf(config: Pick<PageConfig, "route" | "aliases">): string[] {
  return [config.route, ...(config.aliases ?? []).map((alias) => alias.route)];
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
