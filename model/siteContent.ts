import { placeholdersFrom } from "./content/currentYear.ts";
import { interpolate } from "./content/interpolate.ts";
import { pagesWithCollections } from "./content/collections.ts";
import { pageRoutes, type PageEntry, type PageRoute } from "./routing/pageRoutes.ts";
import type { CollectionConfig } from "../schema/generated/collection.ts";
import type { PageConfig } from "../schema/generated/page.ts";
import type { SiteConfig } from "../schema/generated/site.ts";
import { loadConfig } from "./load/loadConfig.ts";
import { configFileEntry } from "./pageFileRule.ts";
import { DEFAULT_CONFIG_DIR, SITE_FILE } from "./paths.ts";

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

/**
 * Reads a config folder as data, once, through the one loader (model/load/): the build hands the pages to the renderer
 * from here instead of bundling them, so its server bundle holds code only, whatever the number of pages. It trusts
 * the folder and throws at its first problem: validate it first (the build validates the files it has read with the
 * validator's loadSite and passes them to siteContentOf instead).
 */
export function readSiteContent(dir: string = DEFAULT_CONFIG_DIR): SiteContent {
  const { site, pages, collections, problems } = loadConfig(dir);
  const [first] = problems;
  if (first || !site)
    throw new Error(`Não foi possível ler ${first?.file ?? SITE_FILE} (${first?.id}): rode npm run validate.`);
  return siteContentOf(site.data as object, pages.map(configFileEntry), collections.map(configFileEntry));
}
