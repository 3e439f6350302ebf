/**
 * The page list's rows: each page's address, other addresses and title (its `{{…}}` filled from site.json), made from
 * the config folder kept in memory (library/keptConfig.ts) and once per version of a page and of site.json, so that
 * listing 100,000 pages reads no file that did not change.
 */
import { placeholdersFrom } from "../../model/content/currentYear.ts";
import { interpolate } from "../../model/content/interpolate.ts";
import { byName, configFileEntry } from "../../model/pageFileRule.ts";
import { PAGES_FOLDER } from "../../model/paths.ts";
import { declaredRoutes } from "../../model/routing/pageRoutes.ts";
import { NOT_FOUND_ROUTE } from "../../model/routing/routePatterns.ts";
import type { JsonFile } from "../../validator/jsonFile.ts";
import type { PageSummary } from "../shared/api.ts";
import { keptConfig } from "./library/keptConfig.ts";
import { isRecord, pageFileOf } from "./pageFiles.ts";

/** A page's row as the list shows it, from its data (anything: a page the loader could not read has none). */
export function summaryOf(name: string, data: unknown, filled: Record<string, unknown>): PageSummary {
  const page = isRecord(data) ? data : {};
  const route = typeof page.route === "string" ? page.route : "";
  const aliases = declaredRoutes(page)
    .filter(({ pointer }) => pointer !== "/route")
    .map((declared) => declared.route);
  return {
    name,
    file: pageFileOf(name),
    route,
    // Shown to a marketer: "Black Friday | ERP Nuvem", never "{{brand.name}}".
    title: typeof page.title === "string" ? interpolate(page.title, filled) : "",
    aliases,
    protected: route === NOT_FOUND_ROUTE,
  };
}

const rows = new WeakMap<JsonFile, { filled: object; summary: PageSummary }>();
const filledOfSite = new WeakMap<JsonFile, Record<string, unknown>>();
const NO_SITE: Record<string, unknown> = {};

/** The values a page's `{{…}}` are filled from (site.json and the year), or none when site.json cannot be read. */
function filledFrom(site: JsonFile | undefined): Record<string, unknown> {
  if (!site || !isRecord(site.data)) return NO_SITE;
  let filled = filledOfSite.get(site);
  if (!filled) filledOfSite.set(site, (filled = placeholdersFrom(site.data)));
  return filled;
}

/** A page file's name in pages/ (`pages/<name>.json`), or undefined for another folder's file. */
function pageNameOf(file: string): string | undefined {
  if (!file.startsWith(`${PAGES_FOLDER}/`) || !file.endsWith(".json")) return undefined;
  const name = file.slice(PAGES_FOLDER.length + 1, -".json".length);
  return name.includes("/") ? undefined : name;
}

/**
 * Every page of the config folder, by name: those the loader read, and those it could not (listed with no address
 * and no title, so that they can be opened and mended).
 */
export async function pageSummaries(configDir: string): Promise<PageSummary[]> {
  const loaded = await keptConfig(configDir);
  const filled = filledFrom(loaded.site);
  const listed = loaded.pages.map((page) => {
    const known = rows.get(page);
    if (known?.filled === filled) return known.summary;
    const summary = summaryOf(configFileEntry(page).name, page.data, filled);
    rows.set(page, { filled, summary });
    return summary;
  });
  // A page the loader could not read has a reading problem on its file: listed too, in the folder's order.
  const unread = loaded.problems.flatMap(({ file }) => pageNameOf(file) ?? []);
  if (unread.length === 0) return listed;
  const names = new Set(listed.map((page) => page.name));
  const missing = [...new Set(unread)].filter((name) => !names.has(name));
  return [...listed, ...missing.map((name) => summaryOf(name, undefined, filled))].sort((a, b) =>
    byName(a.name, b.name),
  );
}
