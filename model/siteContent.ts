import { join } from "node:path";
import { placeholdersFrom } from "./content/currentYear.ts";
import { interpolate } from "./content/interpolate.ts";
import { pagesWithCollections } from "./content/collections.ts";
import { pageRoutes, type PageEntry, type PageRoute } from "./routing/pageRoutes.ts";
import type { CollectionConfig } from "../schema/generated/collection.ts";
import type { PageConfig } from "../schema/generated/page.ts";
import type { SiteConfig } from "../schema/generated/site.ts";
import { listPagesFolder, readConfigText } from "./pageFileRule.ts";
import { COLLECTIONS_FOLDER, DEFAULT_CONFIG_DIR, PAGES_FOLDER } from "./paths.ts";

/** The site's content as the build uses it: site.json and every page with placeholders filled, and every address. */
export interface SiteContent {
  site: SiteConfig;
  /**
   * The pages of pages/ (by model/pageFileRule.ts, sorted by file name as the renderer's dev server lists them) but
   * the collections' templates, then one page per row of each collection.
   */
  pages: PageEntry[];
  /** Every address of every page: its route, then its aliases. */
  routes: PageRoute[];
}

/** A config file's name (without .json) and parsed value. */
export interface NamedValue {
  name: string;
  data: unknown;
}

/** The site's content from config files already parsed: site.json's value, each page's and each collection's. */
export function siteContentOf(
  siteJson: object,
  pageFiles: NamedValue[],
  collectionFiles: NamedValue[] = [],
): SiteContent {
  const placeholders = placeholdersFrom(siteJson);
  const pages = pagesWithCollections(
    pageFiles.map(({ name, data }) => ({ name, config: data as PageConfig })),
    collectionFiles.map(({ name, data }) => ({ name, config: data as CollectionConfig })),
    placeholders,
  );
  return { site: interpolate(siteJson, placeholders) as SiteConfig, pages, routes: pageRoutes(pages) };
}

/** The files of one folder of the config (pages/ or collections/), parsed, by the pages' file rule. */
function readFolder(dir: string): NamedValue[] {
  return listPagesFolder(dir).names.map((name) => ({
    name,
    data: JSON.parse(readConfigText(join(dir, `${name}.json`))) as unknown,
  }));
}

/**
 * Reads a config folder as data, once: the build hands the pages to the renderer from here instead of bundling them,
 * so its server bundle holds code only, whatever the number of pages. It trusts the folder: validate it first (the
 * build validates the files it has read with the validator's loadSite and passes them to siteContentOf instead).
 */
export function readSiteContent(dir: string = DEFAULT_CONFIG_DIR): SiteContent {
  const siteJson = JSON.parse(readConfigText(join(dir, "site.json"))) as object;
  return siteContentOf(siteJson, readFolder(join(dir, PAGES_FOLDER)), readFolder(join(dir, COLLECTIONS_FOLDER)));
}
