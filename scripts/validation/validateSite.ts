import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { PUBLIC_DIR } from "../lib/paths.ts";
import { crossChecks } from "./crossChecks.ts";
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

/** Validates a site config folder (`site.json` + `pages/*.json`): schema first, then cross-file checks. */
export function validateSite(dir: string, options: ValidateOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const load = (path: string): JsonFile | undefined => {
    const file = relative(dir, path);
    if (!existsSync(path)) {
      problems.push({ file, pointer: "", line: 1, column: 1, ...problemText("fileMissing", { file }) });
      return undefined;
    }
    const parsed = parseJsonFile(file, readFileSync(path, "utf8"));
    if (isProblem(parsed)) {
      problems.push(parsed);
      return undefined;
    }
    return parsed;
  };

  const { site: validateSiteFile, page: validatePage } = validators();
  const site = load(join(dir, "site.json"));
  const pagesDir = join(dir, "pages");
  const pageFiles = existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith(".json")).sort() : [];
  if (pageFiles.length === 0) {
    problems.push({ file: "pages", pointer: "", line: 1, column: 1, ...problemText("noPages") });
  }
  const pages = pageFiles.map((name) => load(join(pagesDir, name))).filter((page): page is JsonFile => !!page);

  if (site) problems.push(...schemaProblems(site, validateSiteFile));
  for (const page of pages) problems.push(...schemaProblems(page, validatePage));
  if (site) problems.push(...crossChecks({ site, pages, publicDir: options.publicDir ?? PUBLIC_DIR }));
  return problems.sort(byPosition);
}
