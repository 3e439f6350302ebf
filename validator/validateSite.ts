import { relative, sep } from "node:path";
import {
  limitsOf,
  loadConfig,
  loadConfigFile as loadModelFile,
  misfitProblems as misfitLoadProblems,
} from "../model/load/loadConfig.ts";
import type { LoadProblem } from "../model/load/loadProblem.ts";
import { ConfigFolder } from "../model/load/readConfigFile.ts";
import type { MisfitPageEntry } from "../model/pageFileRule.ts";
import { PUBLIC_DIR } from "../model/paths.ts";
import type { JsonFile } from "./jsonFile.ts";
import { problemOf } from "./loadProblems.ts";
import type { Problem } from "./problem.ts";
import { publicLinkProblems } from "./publicLinks.ts";
import { byPosition, SitePipeline, type LoadedSite, type ValidateOptions } from "./sitePipeline.ts";

export type { LoadedSite, ValidateOptions } from "./sitePipeline.ts";

/**
 * One config file (`path` inside `dir`) read through the one loader and parsed, or the problems that kept it from
 * being read, worded: what the editor's re-check reads again when a file changed.
 */
export function loadConfigFile(dir: string, path: string): { parsed?: JsonFile; problems: Problem[] } {
  const file = relative(dir, path).split(sep).join("/");
  const found: LoadProblem[] = [];
  const parsed = loadModelFile(new ConfigFolder(dir), file, limitsOf(file), found);
  return { parsed, problems: found.map(problemOf) };
}

/** The problems of the entries of a config folder that claim to be files of it but cannot be, worded. */
export function misfitProblems(dir: string, folder: string, misfits: MisfitPageEntry[]): Problem[] {
  return misfitLoadProblems(new ConfigFolder(dir), folder, misfits).map(problemOf);
}

/**
 * Reads `site.json`, the pages and the collections of a config folder through the one loader (model/load/: pages/ and
 * collections/ by model/pageFileRule.ts, sorted by file name), its problems worded.
 */
export function loadSite(dir: string): LoadedSite {
  const { problems, ...files } = loadConfig(dir);
  return { ...files, problems: problems.map(problemOf) };
}

/**
 * Validates files already in memory: schema first, then cross-file checks (SitePipeline, which the editor keeps between
 * edits). When two pages claim one route, the later page in `pages` is the one reported, so a caller that puts a page
 * last hears about its own conflicts.
 */
export function validateLoaded(loaded: LoadedSite, options: ValidateOptions = {}): Problem[] {
  return new SitePipeline().check(loaded, options);
}

/**
 * Validates a site config folder (`site.json`, pages/, collections/, experiments/, sections/): schema first, then
 * cross-file checks; and the public folder the build copies, for links that lead out of it.
 */
export function validateSite(dir: string, options: ValidateOptions = {}): Problem[] {
  const linksOut = publicLinkProblems(options.publicDir ?? PUBLIC_DIR, dir);
  return [...validateLoaded(loadSite(dir), options), ...linksOut].sort(byPosition);
}
