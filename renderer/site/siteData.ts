import type { CollectionConfig } from "../../schema/generated/collection.ts";
import type { PageConfig } from "../../schema/generated/page.ts";
import { pagesWithCollections } from "../../model/content/collections.ts";
import type { PageEntry } from "../../model/routing/pageRoutes.ts";
import { collectionFiles, pageFiles } from "virtual:site-pages";
import { placeholderSource } from "./siteConfig.ts";

/**
 * Every page, placeholders filled, sorted by file name, then the collections' pages (one per row). Only the dev
 * server imports this (the build reads the config folder as data, model/siteContent.ts): the browser bundle never
 * holds page data, each page brings its own. The files come from the one loader through the Vite plugin, so the dev
 * server follows the page-file rule and refuses hostile files as `npm run validate` does.
 */
export const pages: PageEntry[] = pagesWithCollections(
  pageFiles.map(({ name, data }) => ({ name, config: data as PageConfig })),
  collectionFiles.map(({ name, data }) => ({ name, config: data as CollectionConfig })),
  placeholderSource,
);

// Dev server: a saved page or collection reloads the documents that show the site, not the page editor's tab (see
// siteConfig.ts).
if (import.meta.hot) import.meta.hot.accept(() => window.location.reload());
