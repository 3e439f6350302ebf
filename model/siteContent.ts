import { join } from "node:path";
import { placeholdersFrom } from "../renderer/content/currentYear.ts";
import { interpolate } from "../renderer/content/interpolate.ts";
import { pageRoutes, type PageEntry, type PageRoute } from "../renderer/routing/pageRoutes.ts";
import type { PageConfig } from "../schema/generated/page.ts";
import type { SiteConfig } from "../schema/generated/site.ts";
import { listPagesFolder, readConfigText } from "./pageFileRule.ts";
import { DEFAULT_CONFIG_DIR } from "./paths.ts";

/** The site's content as the build uses it: site.json and every page with placeholders filled, and every address. */
export interface SiteContent {
  site: SiteConfig;
  /** The pages of pages/ (by model/pageFileRule.ts), sorted by file name as the renderer's dev server lists them. */
  pages: PageEntry[];
  /** Every address of every page: its route, then its aliases. */
  routes: PageRoute[];
}

/**
 * Reads a config folder as data, once: the build hands the pages to the renderer from here instead of bundling them,
 * so its server bundle holds code only, whatever the number of pages. It trusts the folder: validate it first (the
 * build does, in its first step).
 */
export function readSiteContent(dir: string = DEFAULT_CONFIG_DIR): SiteContent {
  const siteJson = JSON.parse(readConfigText(join(dir, "site.json"))) as object;
  const placeholders = placeholdersFrom(siteJson);
  const pages = listPagesFolder(join(dir, "pages")).names.map((name) => ({
    name,
    config: interpolate(JSON.parse(readConfigText(join(dir, "pages", `${name}.json`))) as PageConfig, placeholders),
  }));
  return { site: interpolate(siteJson, placeholders) as SiteConfig, pages, routes: pageRoutes(pages) };
}
