/**
 * The validator's verdict on a change set (changeSet.ts): `npm run validate`'s own pipeline over the checkout as it
 * would be with every piece's text in place (in memory: nothing is written) and the waiting images counted as
 * present. A collection's template may never go out with the example texts a new page starts with.
 */
import { STARTER_TEXTS } from "../../../model/createPage.ts";
import { walk } from "../../../model/content/walk.ts";
import {
  COLLECTIONS_FOLDER,
  EXPERIMENTS_FOLDER,
  PAGES_FOLDER,
  SECTIONS_FOLDER,
  SITE_FILE,
} from "../../../model/paths.ts";
import { parseJsonFile, type JsonFile } from "../../../validator/jsonFile.ts";
import type { Problem } from "../../../validator/problem.ts";
import { problemText } from "../../../validator/problemCodes.ts";
import { loadSite, validateLoaded, type LoadedSite } from "../../../validator/validateSite.ts";
import { MISSING_FILE } from "../../server/documents/documentEndpoints.ts";
import type { ServiceContext } from "../serviceContext.ts";
import type { ChangeSet } from "./changeSet.ts";

/** The list of a loaded site a file of the config folder belongs in. */
function listOf(loaded: Required<LoadedSite>, file: string): JsonFile[] | undefined {
  const [folder, ...rest] = file.split("/");
  if (folder === PAGES_FOLDER) return loaded.pages;
  if (folder === COLLECTIONS_FOLDER) return loaded.collections;
  if (folder === SECTIONS_FOLDER) return loaded.sections;
  if (folder === EXPERIMENTS_FOLDER) return rest.length === 1 ? loaded.experiments : loaded.variants;
  return undefined;
}

/** `loaded` with `parsed` in place of its file (a new page last, so that a route it shares is reported on it). */
function overlay(loaded: Required<LoadedSite>, parsed: JsonFile): void {
  if (parsed.file === SITE_FILE) return void (loaded.site = parsed);
  const list = listOf(loaded, parsed.file);
  if (!list) return;
  const at = list.findIndex((file) => file.file === parsed.file);
  if (at >= 0) list.splice(at, 1);
  list.push(parsed);
}

/** The file of a collection's template page. */
const templateFile = (collection: JsonFile) =>
  `${PAGES_FOLDER}/${String((collection.data as { page?: unknown }).page)}.json`;

const STARTERS = new Set<unknown>(Object.values(STARTER_TEXTS));

/** The example texts a template page still holds, as problems on it. */
function starterTexts(template: JsonFile): Problem[] {
  const problems: Problem[] = [];
  walk(template.data, ({ value, pointer }) => {
    if (!STARTERS.has(value)) return;
    problems.push({
      file: template.file,
      pointer,
      ...template.locate(pointer),
      ...problemText("launchPlaceholder", {
        message: `O texto "${String(value)}" é o texto de exemplo da página modelo da coleção e iria para todas as páginas dela.`,
        fix: "Troque-o por um texto da coleção, com os campos das linhas ({{row.…}}), e publique de novo.",
      }),
    });
  });
  return problems;
}

/** The problems of the site with the change set's `texts` (by file of the config folder) in place, sorted as the validator's. */
export function changeSetProblems(context: ServiceContext, set: ChangeSet, texts: Map<string, string>): Problem[] {
  const { experiments = [], variants = [], sections = [], ...rest } = loadSite(context.configDir);
  const loaded: Required<LoadedSite> = { site: rest.site!, experiments, variants, sections, ...rest };
  const unreadable: Problem[] = [];
  for (const [file, text] of texts) {
    const parsed = parseJsonFile(file, text);
    if ("data" in parsed) overlay(loaded, parsed);
    else unreadable.push(parsed);
  }
  const waiting = new Set(set.images);
  const problems = validateLoaded(loaded, { publicDir: context.publicDir }).filter(
    (problem) => !(problem.code === MISSING_FILE && waiting.has(String(problem.details.path))),
  );
  // The templates of the collections the change set touches, through their rows or their page.
  const templates = loaded.collections
    .filter((collection) => texts.has(collection.file) || texts.has(templateFile(collection)))
    .map(templateFile);
  const examples = loaded.pages.filter((page) => templates.includes(page.file)).flatMap(starterTexts);
  return [...unreadable, ...problems, ...examples];
}
