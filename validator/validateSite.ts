import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { listPagesFolder } from "../model/pageFileRule.ts";
import { PUBLIC_DIR } from "../model/paths.ts";
import { crossChecks } from "./crossChecks.ts";
import { duplicateKeyProblems } from "./duplicateKeys.ts";
import { launchProblems } from "./launchProblems.ts";
import { parseJsonFile, type JsonFile } from "./jsonFile.ts";
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
  /** Files that are missing or are not JSON. */
  problems: Problem[];
}

function isProblem(value: JsonFile | Problem): value is Problem {
  return "message" in value;
}

function schemaProblems(file: JsonFile, validate: ValidateFunction): Problem[] {
  if (validate(file.data)) return [];
  return relevantErrors(validate.errors ?? []).map((error) => {
    const { pointer, ...text } = schemaMessage(error);
    return { file: file.file, pointer, ...file.locate(pointer), ...text };
  });
}

function byPosition(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}

/** Reads `site.json` and the pages of a config folder (pages/, by model/pageFileRule.ts; sorted by file name). */
export function loadSite(dir: string): LoadedSite {
  const problems: Problem[] = [];
  const load = (path: string): JsonFile | undefined => {
    const file = relative(dir, path);
    if (!existsSync(path)) {
      problems.push({ file, pointer: "", line: 1, column: 1, ...problemText("fileMissing", { file }) });
      return undefined;
    }
    let source: string;
    try {
      source = readFileSync(path, "utf8");
    } catch (error) {
      problems.push({
        file,
        pointer: "",
        line: 1,
        column: 1,
        ...problemText("fileUnreadable", { file, reason: (error as NodeJS.ErrnoException).code ?? "erro" }),
      });
      return undefined;
    }
    const parsed = parseJsonFile(file, source);
    if (isProblem(parsed)) {
      problems.push(parsed);
      return undefined;
    }
    problems.push(...duplicateKeyProblems(file, source, parsed.data));
    return parsed;
  };
  const site = load(join(dir, "site.json"));
  const pagesDir = join(dir, "pages");
  const { names, misfits } = listPagesFolder(pagesDir);
  for (const { file, reason } of misfits) {
    const at = { file: `pages/${file}`, pointer: "", line: 1, column: 1 };
    problems.push(
      reason === "notAFile"
        ? { ...at, ...problemText("fileUnreadable", { file: at.file, reason: "não é um arquivo" }) }
        : { ...at, ...problemText("pageFileName", { file }) },
    );
  }
  const pages = names.map((name) => load(join(pagesDir, `${name}.json`))).filter((page): page is JsonFile => !!page);
  return { site, pages, problems };
}

/**
 * Validates files already in memory: schema first, then cross-file checks. When two pages claim one route, the
 * later page in `pages` is the one reported, so a caller that puts a page last hears about its own conflicts.
 */
export function validateLoaded(
  { site, pages, problems: loadProblems }: LoadedSite,
  options: ValidateOptions = {},
): Problem[] {
  const problems = [...loadProblems];
  if (pages.length === 0 && !loadProblems.some((problem) => problem.file.startsWith("pages"))) {
    problems.push({ file: "pages", pointer: "", line: 1, column: 1, ...problemText("noPages") });
  }
  const { site: validateSiteFile, page: validatePage } = validators();
  if (site) problems.push(...schemaProblems(site, validateSiteFile));
  for (const page of pages) problems.push(...schemaProblems(page, validatePage));
  if (site) problems.push(...crossChecks({ site, pages, publicDir: options.publicDir ?? PUBLIC_DIR }));
  if (options.launch) problems.push(...launchProblems({ site, pages }));
  return problems.sort(byPosition);
}

/** Validates a site config folder (`site.json` + `pages/*.json`): schema first, then cross-file checks. */
export function validateSite(dir: string, options: ValidateOptions = {}): Problem[] {
  return validateLoaded(loadSite(dir), options);
}
