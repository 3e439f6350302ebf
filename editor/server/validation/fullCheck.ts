import { COLLECTIONS_FOLDER, EXPERIMENTS_FOLDER, SECTIONS_FOLDER, SITE_FILE } from "../../../model/paths.ts";
import { pageFileOf } from "../pageFiles.ts";
import { parseJsonFile, type JsonFile } from "../../../validator/jsonFile.ts";
import type { Problem } from "../../../validator/problem.ts";
import { loadSite, validateLoaded, type LoadedSite } from "../../../validator/validateSite.ts";
import { without, type Answer, type Question } from "./siteChecks.ts";

const keyOf = (problem: Problem) => `${problem.file}\u0000${problem.pointer}\u0000${problem.message}`;
const FOLDERS = { collection: COLLECTIONS_FOLDER, experiment: EXPERIMENTS_FOLDER, section: SECTIONS_FOLDER };

/** The file a question is about. */
function fileOf(question: Exclude<Question, { kind: "all" }>): string {
  if (question.kind === "site") return SITE_FILE;
  if (question.kind === "page" || question.kind === "without") return pageFileOf(question.name);
  return `${FOLDERS[question.kind]}/${question.name}.json`;
}

/**
 * The answer the editor gave before it kept the site in memory: the whole site read from disk and validated twice,
 * as edited and as on disk. The measure of SiteChecks: its tests compare their answers, `npm run bench:editor` their
 * times.
 */
export function fullCheck<Q extends Question>(configDir: string, publicDir: string, question: Q): Answer<Q> {
  const options = { publicDir };
  const disk = loadSite(configDir);
  if (question.kind === "all") return validateLoaded(disk, options) as Answer<Q>;
  const file = fileOf(question);
  const rest = without(disk, file);
  const known = new Set(validateLoaded(disk, options).map(keyOf));
  const fresh = (after: Problem[]) => after.filter((problem) => problem.file !== file && !known.has(keyOf(problem)));
  if (question.kind === "without") return fresh(validateLoaded(rest, options)) as Answer<Q>;
  const edited = parseJsonFile(file, `${JSON.stringify(question.data, null, 2)}\n`) as JsonFile;
  const byFile = (a: JsonFile, b: JsonFile) => a.file.localeCompare(b.file);
  const inserted = (files: JsonFile[] | undefined) => [...(files ?? []), edited].sort(byFile);
  const site: LoadedSite =
    question.kind === "page"
      ? file.startsWith(`${EXPERIMENTS_FOLDER}/`)
        ? { ...rest, variants: inserted(rest.variants) }
        : { ...rest, pages: [...rest.pages, edited] }
      : question.kind === "experiment"
        ? { ...rest, experiments: inserted(rest.experiments) }
        : question.kind === "section"
          ? { ...rest, sections: inserted(rest.sections) }
          : question.kind === "site"
            ? { ...rest, site: edited }
            : { ...rest, collections: inserted(rest.collections) };
  const after = validateLoaded(site, options);
  return { problems: after.filter((problem) => problem.file === file), others: fresh(after) } as Answer<Q>;
}
