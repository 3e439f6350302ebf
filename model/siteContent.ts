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

/** The site's content from config files already parsed (site.json's value, and each page's file name and value). */
export function siteContentOf(siteJson: object, pageFiles: Array<{ name: string; data: unknown }>): SiteContent {
  const placeholders = placeholdersFrom(siteJson);
  const pages = pageFiles.map(({ name, data }) => ({ name, config: interpolate(data as PageConfig, placeholders) }));
  return { site: interpolate(siteJson, placeholders) as SiteConfig, pages, routes: pageRoutes(pages) };
}

/**
 * Reads a config folder as data, once: the build hands the pages to the renderer from here instead of bundling them,
 * so its server bundle holds code only, whatever the number of pages. It trusts the folder: validate it first (the
 * build validates the files it has read with the validator's loadSite and passes them to siteContentOf instead).
 */
export function readSiteContent(dir: string = DEFAULT_CONFIG_DIR): SiteContent {
  const siteJson = JSON.parse(readConfigText(join(dir, "site.json"))) as object;
  const pageFiles = listPagesFolder(join(dir, "pages")).names.map((name) => ({
    name,
    data: JSON.parse(readConfigText(join(dir, "pages", `${name}.json`))) as unknown,
  }));
  return siteContentOf(siteJson, pageFiles);
}
