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
import { PAGES_FOLDER, PUBLIC_DIR } from "../model/paths.ts";
import {
  collectionProblems,
  collectionUses,
  rowRouteClaims,
  templateFiles,
  type FileProblem,
} from "./collectionChecks.ts";
import { crossChecks } from "./crossChecks.ts";
import { experimentProblems } from "./experimentChecks.ts";
import { runningTestProblems } from "./launchExperimentChecks.ts";
import { launchProblems } from "./launchProblems.ts";
import { planPriceProblems } from "./planPriceChecks.ts";
import { publicLinkProblems } from "./publicLinks.ts";
import type { JsonFile } from "./jsonFile.ts";
import { problemOf } from "./loadProblems.ts";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";
import { relevantErrors, schemaMessage } from "./schemaMessages.ts";
import { validators } from "./schemas.ts";
import type { ValidateFunction } from "ajv";

/** Options for {@link validateSite}. */
export interface ValidateOptions {
  /** Folder whose files image paths are checked against (default: the repository's public/). */
  publicDir?: string;
  /** Also report every placeholder the business must replace before going live (`npm run validate -- --launch`). */
  launch?: boolean;
}

/** A site config folder read into memory: its parsed files and the problems met while reading them. */
export interface LoadedSite {
  site?: JsonFile;
  pages: JsonFile[];
  /** The collections of collections/ (a template page and its rows), sorted by file name. */
  collections: JsonFile[];
  /** The A/B tests of experiments/ (absent where a caller reads no tests). */
  experiments?: JsonFile[];
  /** The variants' pages, experiments/<test>/<variant>.json. */
  variants?: JsonFile[];
  /** The models of sections, sections/<name>.json (absent where a caller reads none). */
  sections?: JsonFile[];
  /** Files that could not be read or are not JSON, and keys written twice. */
  problems: Problem[];
}

/** The schema's problems of one parsed file, located. */
export function schemaProblems(file: JsonFile, validate: ValidateFunction): Problem[] {
  if (validate(file.data)) return [];
  return relevantErrors(validate.errors ?? []).map((error) => {
    const { pointer, ...text } = schemaMessage(error);
    return { file: file.file, pointer, ...file.locate(pointer), ...text };
  });
}

/** A problem found in a file, at the line and column of its pointer. */
function located({ in: file, ...problem }: FileProblem): Problem {
  return { file: file.file, ...file.locate(problem.pointer), ...problem };
}

/** The order problems are reported in: by file, then line, then column. */
export function byPosition(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}

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
 * Validates files already in memory: schema first, then cross-file checks. When two pages claim one route, the
 * later page in `pages` is the one reported, so a caller that puts a page last hears about its own conflicts.
 */
export function validateLoaded(
  { site, pages, collections, experiments = [], variants = [], sections = [], problems: loadProblems }: LoadedSite,
  options: ValidateOptions = {},
): Problem[] {
  const problems = [...loadProblems];
  if (pages.length === 0 && !loadProblems.some((problem) => problem.file.startsWith(PAGES_FOLDER))) {
    problems.push({ file: PAGES_FOLDER, pointer: "", line: 1, column: 1, ...problemText("noPages") });
  }
  const {
    site: validateSiteFile,
    page: validatePage,
    collection: validateCollection,
    experiment: validateExperiment,
    section: validateSection,
  } = validators();
  if (site) problems.push(...schemaProblems(site, validateSiteFile));
  // A collection's template is checked through its rows (collectionProblems): as written, its {{row.…}} texts would
  // be measured by the marker's length instead of the row's.
  const templates = templateFiles(pages, collections);
  for (const page of pages) if (!templates.has(page)) problems.push(...schemaProblems(page, validatePage));
  const validCollections = collections.filter((file) => {
    const found = schemaProblems(file, validateCollection);
    problems.push(...found);
    return found.length === 0;
  });
  const { uses, problems: useProblems } = collectionUses(pages, validCollections);
  problems.push(...[...useProblems, ...collectionProblems(uses, validatePage)].map(located));
  if (site)
    problems.push(
      ...crossChecks({
        site,
        pages,
        templates,
        rowRoutes: rowRouteClaims(uses),
        uses,
        publicDir: options.publicDir ?? PUBLIC_DIR,
      }),
    );
  problems.push(...planPriceProblems(pages, templates).map(located));
  if (experiments.length > 0) {
    const tests = experimentProblems({
      ...{ experiments, variants, pages, templates, schemaProblems },
      ...{ validateExperiment, validatePage },
    });
    problems.push(...tests.problems, ...tests.located.map(located));
  }
  // A model of a section is checked as its block would be in a page: its mistakes show before anyone copies it.
  for (const section of sections) problems.push(...schemaProblems(section, validateSection));
  if (options.launch) problems.push(...launchProblems({ site, pages }), ...runningTestProblems(site, experiments));
  return problems.sort(byPosition);
}

/**
 * Validates a site config folder (`site.json`, `pages/*.json`, `collections/*.json`): schema first, then cross-file
 * checks; and the public folder the build copies, for links that lead out of it.
 */
export function validateSite(dir: string, options: ValidateOptions = {}): Problem[] {
  const linksOut = publicLinkProblems(options.publicDir ?? PUBLIC_DIR, dir);
  return [...validateLoaded(loadSite(dir), options), ...linksOut].sort(byPosition);
}
