import type { PageSummary, Problem, SchemaSet } from "../../shared/api.ts";
import { blockName } from "../blocks/blockLook.ts";
import { t } from "../strings.ts";
import { pageFormSchema } from "./pageForm.ts";
import { fieldAt, pointerKeys, problemPlaces, type PlacedProblem } from "./problemPlaces.ts";

/** What the editor knows of the site's other files: the schemas their forms are drawn from, and the page list. */
export interface OtherFiles {
  schemas: SchemaSet;
  pages: PageSummary[];
}

const PAGE_FILE = /^pages\/(.+)\.json$/;
const COLLECTION_FILE = /^collections\/(.+)\.json$/;

/** A file of the site as a marketer knows it: "Configurações do site", a page by its title, a collection by its name. */
export function fileName(file: string, pages: PageSummary[]): string {
  if (file === "site.json") return t.siteSettings;
  const page = pages.find((summary) => summary.file === file);
  if (page) return t.otherPage(page.title.trim() || page.route);
  const collection = COLLECTION_FILE.exec(file)?.[1];
  if (collection) return t.otherCollection(collection);
  return t.otherPage(PAGE_FILE.exec(file)?.[1] ?? file.replace(/\.json$/, ""));
}

/**
 * Where a field of a block of another page is: that page's blocks are not loaded, so the block's type is unknown;
 * the field is named when the block types that have it agree on its label, and the type when only one has it.
 */
function blockPlace(schemas: SchemaSet, index: number, keys: string[]): string[] {
  const found = schemas.blocks
    .map((block) => ({ block, field: fieldAt(block.schema, keys) }))
    .filter(({ field }) => field !== undefined && keys.length > 0);
  const only = found.length === 1 ? found[0] : undefined;
  if (only) return [t.problemInBlock(index, blockName(only.block.schema, only.block.type)), ...only.field!.labels];
  const labels = new Set(found.map(({ field }) => field!.labels.join(t.placeSeparator)));
  const shared = labels.size === 1 ? found[0]!.field!.labels : [];
  return [t.blockNumber(index), ...shared];
}

/** A problem of a collection's rows: the row's number and its column (a name the marketer gave it). */
function rowPlace(keys: string[]): string[] {
  if (keys[0] !== "rows" || keys[1] === undefined || !/^\d+$/.test(keys[1])) return [];
  return [t.rowInPlace(Number(keys[1])), ...(keys[2] ? [`“${keys[2]}”`] : [])];
}

/**
 * Problems of other files than the one open (those an edit causes elsewhere) in the editor's words, each with its
 * place: the file as the marketer knows it, then its field's pt-BR labels down from the form ("Configurações do
 * site › Menu › Link 2 › Página"). They lead nowhere: the open form is not theirs.
 */
export function describeOthers(problems: Problem[], { schemas, pages }: OtherFiles): PlacedProblem[] {
  return problems.map((problem) => {
    const root = fileName(problem.file, pages);
    const keys = pointerKeys(problem.pointer);
    if (problem.file === "site.json") {
      const [placed] = problemPlaces([problem], schemas.site, () => undefined, 0, undefined, root).all;
      return { ...placed!, target: undefined };
    }
    if (COLLECTION_FILE.test(problem.file)) return { ...problem, place: [root, ...rowPlace(keys)] };
    if (keys[0] === "blocks" && keys[1] !== undefined && /^\d+$/.test(keys[1]))
      return { ...problem, place: [root, ...blockPlace(schemas, Number(keys[1]), keys.slice(2))] };
    const [placed] = problemPlaces([problem], pageFormSchema(schemas.page), () => undefined, 0, undefined, root).all;
    return { ...placed!, target: undefined };
  });
}
