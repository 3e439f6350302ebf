import type { PageConfig } from "../../schema/generated/page.ts";
import type { CollectionConfig, CollectionRow } from "../../schema/generated/collection.ts";
import type { PageEntry } from "../routing/pageRoutes.ts";
import { interpolate, tokensIn } from "./interpolate.ts";

/** The route parameter a collection's template has, replaced by each row's slug. */
export const SLUG_PARAM = ":slug";

/** The placeholder prefix of a row's fields: `{{row.cidade}}`. */
const ROW_PREFIX = "row.";

/** A collection file's name (without .json) and value. */
export interface CollectionEntry {
  name: string;
  config: CollectionConfig;
}

/** The row fields a text names (`{{row.cidade}}` gives "cidade"). */
export function rowFieldsIn(text: string): string[] {
  return tokensIn(text)
    .filter((path) => path.startsWith(ROW_PREFIX))
    .map((path) => path.slice(ROW_PREFIX.length));
}

/** A template route with a row's slug in place of `:slug`. */
export function rowRoute(route: string, slug: string): string {
  return route.split(SLUG_PARAM).join(slug);
}

/**
 * The page one row makes from its template: every text filled from the row (`{{row.campo}}`) and the site's values
 * (`{{brand.name}}`…), and `:slug` in the route and the aliases replaced by the row's slug.
 */
export function rowPage(template: PageConfig, row: CollectionRow, placeholders: Record<string, unknown>): PageConfig {
  const filled = interpolate(template, { ...placeholders, row });
  return {
    ...filled,
    route: rowRoute(filled.route, row.slug),
    ...(filled.aliases && {
      aliases: filled.aliases.map((alias) => ({ ...alias, route: rowRoute(alias.route, row.slug) })),
    }),
  };
}

/** The file names of the pages some collection uses as its template: they are not pages by themselves. */
export function templateNames(collections: CollectionEntry[]): Set<string> {
  return new Set(collections.map((collection) => collection.config.page));
}

/**
 * The site's pages with its collections: every page that is not a template, placeholders filled, then one page per
 * row of each collection (named `<collection>/<slug>`), in the collections' order. A collection whose template is
 * missing makes no pages (the validator reports it).
 */
export function pagesWithCollections(
  pages: Array<{ name: string; config: PageConfig }>,
  collections: CollectionEntry[],
  placeholders: Record<string, unknown>,
): PageEntry[] {
  const templates = templateNames(collections);
  const byName = new Map(pages.map((page) => [page.name, page.config]));
  const ownPages = pages
    .filter((page) => !templates.has(page.name))
    .map(({ name, config }) => ({ name, config: interpolate(config, placeholders) }));
  const rowPages = collections.flatMap(({ name, config }) => {
    const template = byName.get(config.page);
    if (!template) return [];
    return config.rows.map((row) => ({ name: `${name}/${row.slug}`, config: rowPage(template, row, placeholders) }));
  });
  return [...ownPages, ...rowPages];
}
