import { COLLECTIONS_FOLDER, EXPERIMENTS_FOLDER, SITE_FILE } from "../../../model/paths.ts";
import { pageFileOf } from "../pageFiles.ts";
import { parseJsonFile, type JsonFile } from "../../../validator/jsonFile.ts";
import type { Problem } from "../../../validator/problem.ts";
import { loadSite, validateLoaded, type LoadedSite } from "../../../validator/validateSite.ts";
import type { Answer, Question } from "./siteChecks.ts";

const keyOf = (problem: Problem) => `${problem.file}\u0000${problem.pointer}\u0000${problem.message}`;

/** The file a question is about. */
function fileOf(question: Question): string {
  if (question.kind === "site") return SITE_FILE;
  if (question.kind === "page" || question.kind === "without") return pageFileOf(question.name);
  return `${question.kind === "collection" ? COLLECTIONS_FOLDER : EXPERIMENTS_FOLDER}/${question.name}.json`;
}

/**
 * The answer the editor gave before it kept the site in memory: the whole site read from disk and validated twice,
 * as edited and as on disk. The measure of SiteChecks: its tests compare their answers, `npm run bench:editor` their
 * times.
 */
export function fullCheck<Q extends Question>(configDir: string, publicDir: string, question: Q): Answer<Q> {
  const options = { publicDir };
  const disk = loadSite(configDir);
  const file = fileOf(question);
  const rest: LoadedSite = {
    site: disk.site?.file === file ? undefined : disk.site,
    pages: disk.pages.filter((page) => page.file !== file),
    collections: disk.collections.filter((collection) => collection.file !== file),
    experiments: disk.experiments?.filter((test) => test.file !== file),
    variants: disk.variants?.filter((variant) => variant.file !== file),
    problems: disk.problems.filter((problem) => problem.file !== file),
  };
  const known = new Set(validateLoaded(disk, options).map(keyOf));
  const fresh = (after: Problem[]) => after.filter((problem) => problem.file !== file && !known.has(keyOf(problem)));
  if (question.kind === "without") return fresh(validateLoaded(rest, options)) as Answer<Q>;
  const edited = parseJsonFile(file, `${JSON.stringify(question.data, null, 2)}\n`) as JsonFile;
  const byFile = (a: JsonFile, b: JsonFile) => a.file.localeCompare(b.file);
  const site =
    question.kind === "page"
      ? file.startsWith(`${EXPERIMENTS_FOLDER}/`)
        ? { ...rest, variants: [...(rest.variants ?? []), edited].sort(byFile) }
        : { ...rest, pages: [...rest.pages, edited] }
      : question.kind === "experiment"
        ? { ...rest, experiments: [...(rest.experiments ?? []), edited].sort(byFile) }
        : question.kind === "site"
          ? { ...rest, site: edited }
          : { ...rest, collections: [...rest.collections, edited].sort((a, b) => a.file.localeCompare(b.file)) };
  const after = validateLoaded(site, options);
  return { problems: after.filter((problem) => problem.file === file), others: fresh(after) } as Answer<Q>;
}
