import { parseJsonFile, type JsonFile } from "../../validator/jsonFile.ts";
import type { Problem } from "../../validator/problem.ts";
import { loadSite, validateLoaded, type LoadedSite } from "../../validator/validateSite.ts";
import type { ValidationResult } from "../shared/api.ts";
import { COLLECTIONS_FOLDER, PAGES_FOLDER, SITE_FILE } from "../../model/paths.ts";

/** Where the site's files are. */
export interface SiteDirs {
  configDir: string;
  publicDir: string;
}

const fileOf = (name: string) => `${PAGES_FOLDER}/${name}.json`;
/** The path of a collection file, as the validator names it. */
export const collectionFileOf = (name: string) => `${COLLECTIONS_FOLDER}/${name}.json`;
const keyOf = (problem: Problem) => `${problem.file}\u0000${problem.pointer}\u0000${problem.message}`;

/** The site as on disk, without one file: a page, a collection or site.json (and without the problems of reading it). */
function without(site: LoadedSite, file: string): LoadedSite {
  return {
    site: site.site?.file === file ? undefined : site.site,
    pages: site.pages.filter((page) => page.file !== file),
    collections: site.collections.filter((collection) => collection.file !== file),
    problems: site.problems.filter((problem) => problem.file !== file),
  };
}

/** Problems of other files that `changed` has and the site on disk has not. */
function newProblems(before: Problem[], after: Problem[], file: string): Problem[] {
  const known = new Set(before.map(keyOf));
  return after.filter((problem) => problem.file !== file && !known.has(keyOf(problem)));
}

/**
 * Runs the validator of `npm run validate` on the site as it would be with page `name` holding `data`: the same
 * schema and cross-file checks, so the editor never has rules of its own. The edited page goes last, so a route it
 * shares with another page is reported on it.
 */
export function validateEditedPage(dirs: SiteDirs, name: string, data: unknown): ValidationResult {
  return validateEdited(dirs, fileOf(name), data, (site, edited) => ({ ...site, pages: [...site.pages, edited] }));
}

/** The same for collection `name` holding `data`: its rows checked with its template, as `npm run validate` does. */
export function validateEditedCollection(dirs: SiteDirs, name: string, data: unknown): ValidationResult {
  const sorted = (files: JsonFile[]) => [...files].sort((a, b) => a.file.localeCompare(b.file));
  return validateEdited(dirs, collectionFileOf(name), data, (site, edited) => ({
    ...site,
    collections: sorted([...site.collections, edited]),
  }));
}

/** The same for site.json holding `data`: the pages' {{placeholders}} and links are checked against it too. */
export function validateEditedSite(dirs: SiteDirs, data: unknown): ValidationResult {
  return validateEdited(dirs, SITE_FILE, data, (site, edited) => ({ ...site, site: edited }));
}

/** Validates the site on disk with `file` replaced by `data` (put in place by `insert`). */
function validateEdited(
  { configDir, publicDir }: SiteDirs,
  file: string,
  data: unknown,
  insert: (site: LoadedSite, edited: JsonFile) => LoadedSite,
): ValidationResult {
  const disk = loadSite(configDir);
  const edited = parseJsonFile(file, `${JSON.stringify(data, null, 2)}\n`) as JsonFile;
  const after = validateLoaded(insert(without(disk, file), edited), { publicDir });
  return {
    problems: after.filter((problem) => problem.file === file),
    others: newProblems(validateLoaded(disk, { publicDir }), after, file),
  };
}

/** What deleting page `name` would break in the other files (e.g. buttons that lead to its route). */
export function validateWithout({ configDir, publicDir }: SiteDirs, name: string): Problem[] {
  const disk = loadSite(configDir);
  const file = fileOf(name);
  return newProblems(validateLoaded(disk, { publicDir }), validateLoaded(without(disk, file), { publicDir }), file);
}
