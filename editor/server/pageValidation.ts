import type { Problem } from "../../validator/problem.ts";
import type { ValidationResult } from "../shared/api.ts";
import { COLLECTIONS_FOLDER } from "../../model/paths.ts";
import { ask, type SiteDirs } from "./validation/recheck.ts";

export type { SiteDirs };

/** The path of a collection file, as the validator names it. */
export const collectionFileOf = (name: string) => `${COLLECTIONS_FOLDER}/${name}.json`;

/**
 * Runs the validator of `npm run validate` on the site as it would be with page `name` holding `data`: the same
 * schema and cross-file checks, so the editor never has rules of its own. The edited page goes last, so a route it
 * shares with another page is reported on it. The check runs in a worker that keeps the site in memory and checks
 * again only what an edit reaches (validation/, decision 063).
 */
export function validateEditedPage(dirs: SiteDirs, name: string, data: unknown): Promise<ValidationResult> {
  return ask(dirs, { kind: "page", name, data });
}

/** The same for collection `name` holding `data`: its rows checked with its template, as `npm run validate` does. */
export function validateEditedCollection(dirs: SiteDirs, name: string, data: unknown): Promise<ValidationResult> {
  return ask(dirs, { kind: "collection", name, data });
}

/** The same for site.json holding `data`: the pages' {{placeholders}} and links are checked against it too. */
export function validateEditedSite(dirs: SiteDirs, data: unknown): Promise<ValidationResult> {
  return ask(dirs, { kind: "site", data });
}

/** What deleting page `name` would break in the other files (e.g. buttons that lead to its route). */
export function validateWithout(dirs: SiteDirs, name: string): Promise<Problem[]> {
  return ask(dirs, { kind: "without", name });
}

/** The same for A/B test `name` (experiments/<name>.json) holding `data`: its page, weights, variants and goal. */
export function validateEditedExperiment(dirs: SiteDirs, name: string, data: unknown): Promise<ValidationResult> {
  return ask(dirs, { kind: "experiment", name, data });
}

/** The same for the model of a section `name` (sections/<name>.json) holding `data`: checked as its block in a page. */
export function validateEditedSection(dirs: SiteDirs, name: string, data: unknown): Promise<ValidationResult> {
  return ask(dirs, { kind: "section", name, data });
}
