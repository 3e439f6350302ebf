import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { listPagesFolder, type MisfitPageEntry } from "../model/pageFileRule.ts";
import { COLLECTIONS_FOLDER, PAGES_FOLDER, PUBLIC_DIR, SITE_FILE } from "../model/paths.ts";
import {
  collectionProblems,
  collectionUses,
  rowRouteClaims,
  templateFiles,
  type FileProblem,
} from "./collectionChecks.ts";
import { crossChecks } from "./crossChecks.ts";
import { duplicateKeyProblems } from "./duplicateKeys.ts";
import { launchProblems } from "./launchProblems.ts";
import { MAX_CHARACTERS, parseJsonFile, type JsonFile } from "./jsonFile.ts";
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
  /** Files that are missing or are not JSON. */
  problems: Problem[];
}

function isProblem(value: JsonFile | Problem): value is Problem {
  return "message" in value;
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

/** One config file read and parsed (`path` inside `dir`), or the problems that kept it from being read. */
export function loadConfigFile(
  dir: string,
  path: string,
  maxCharacters?: number,
): { parsed?: JsonFile; problems: Problem[] } {
  const file = relative(dir, path);
  if (!existsSync(path))
    return { problems: [{ file, pointer: "", line: 1, column: 1, ...problemText("fileMissing", { file }) }] };
  let source: string;
  try {
    source = readFileSync(path, "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? "erro";
    return {
      problems: [{ file, pointer: "", line: 1, column: 1, ...problemText("fileUnreadable", { file, reason }) }],
    };
  }
  const parsed = parseJsonFile(file, source, { maxCharacters, reread: () => readFileSync(path, "utf8") });
  if (isProblem(parsed)) return { problems: [parsed] };
  return { parsed, problems: duplicateKeyProblems(file, source, parsed.data) };
}

/** The problems of the entries of a config folder that claim to be files of it but cannot be (listPagesFolder's misfits). */
export function misfitProblems(folder: string, misfits: MisfitPageEntry[]): Problem[] {
  return misfits.map(({ file, reason }) => {
    const at = { file: `${folder}/${file}`, pointer: "", line: 1, column: 1 };
    return reason === "notAFile"
      ? { ...at, ...problemText("fileUnreadable", { file: at.file, reason: "não é um arquivo" }) }
      : { ...at, ...problemText("pageFileName", { file }) };
  });
}

/**
 * Reads `site.json`, the pages and the collections of a config folder (pages/ and collections/, by
 * model/pageFileRule.ts; sorted by file name).
 */
export function loadSite(dir: string): LoadedSite {
  const problems: Problem[] = [];
  const load = (path: string, maxCharacters?: number): JsonFile | undefined => {
    const { parsed, problems: found } = loadConfigFile(dir, path, maxCharacters);
    problems.push(...found);
    return parsed;
  };
  const site = load(join(dir, SITE_FILE));
  const loadFolder = (folder: string, maxCharacters: number): JsonFile[] => {
    const { names, misfits } = listPagesFolder(join(dir, folder));
    problems.push(...misfitProblems(folder, misfits));
    return names
      .map((name) => load(join(dir, folder, `${name}.json`), maxCharacters))
      .filter((file): file is JsonFile => !!file);
  };
  const pages = loadFolder(PAGES_FOLDER, MAX_CHARACTERS.page);
  const collections = loadFolder(COLLECTIONS_FOLDER, MAX_CHARACTERS.collection);
  return { site, pages, collections, problems };
}

/**
 * Validates files already in memory: schema first, then cross-file checks. When two pages claim one route, the
 * later page in `pages` is the one reported, so a caller that puts a page last hears about its own conflicts.
 */
export function validateLoaded(
  { site, pages, collections, problems: loadProblems }: LoadedSite,
  options: ValidateOptions = {},
): Problem[] {
  const problems = [...loadProblems];
  if (pages.length === 0 && !loadProblems.some((problem) => problem.file.startsWith(PAGES_FOLDER))) {
    problems.push({ file: PAGES_FOLDER, pointer: "", line: 1, column: 1, ...problemText("noPages") });
  }
  const { site: validateSiteFile, page: validatePage, collection: validateCollection } = validators();
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
        publicDir: options.publicDir ?? PUBLIC_DIR,
      }),
    );
  if (options.launch) problems.push(...launchProblems({ site, pages }));
  return problems.sort(byPosition);
}

/** Validates a site config folder (`site.json`, `pages/*.json`, `collections/*.json`): schema first, then cross-file checks. */
export function validateSite(dir: string, options: ValidateOptions = {}): Problem[] {
  return validateLoaded(loadSite(dir), options);
}
