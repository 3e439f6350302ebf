import type { CollectionConfig } from "../../schema/generated/collection.ts";
import type { PageConfig } from "../../schema/generated/page.ts";
import { pagesWithCollections } from "../../model/content/collections.ts";
import type { PageEntry } from "../../model/routing/pageRoutes.ts";
import { placeholderSource } from "./siteConfig.ts";

const pageModules = import.meta.glob<PageConfig>("../../site.config/pages/*.json", { eager: true, import: "default" });
const collectionModules = import.meta.glob<CollectionConfig>("../../site.config/collections/*.json", {
  eager: true,
  import: "default",
});

/** A config module's file name without folder and `.json`. */
const fileName = (path: string) => path.replace(/^.*\/(.+)\.json$/, "$1");
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * Every page, placeholders filled, sorted by file name, then the collections' pages (one per row). Only the dev
 * server imports this (the build reads the config folder as data, model/siteContent.ts): the browser bundle never
 * holds page data, each page brings its own.
 */
export const pages: PageEntry[] = pagesWithCollections(
  Object.entries(pageModules)
    .map(([path, config]) => ({ name: fileName(path), config }))
    .sort(byName),
  Object.entries(collectionModules)
    .map(([path, config]) => ({ name: fileName(path), config }))
    .sort(byName),
  placeholderSource,
);

// Dev server: a saved page or collection reloads the documents that show the site, not the page editor's tab (see
// siteConfig.ts).
if (import.meta.hot) import.meta.hot.accept(() => window.location.reload());
