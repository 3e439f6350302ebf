import type { ValidateFunction } from "ajv";
import { rowFieldsIn, rowPage, rowRoute, SLUG_PARAM } from "../model/content/collections.ts";
import { walk } from "../model/content/walk.ts";
import { declaredRoutes } from "../model/routing/pageRoutes.ts";
import type { CollectionConfig, CollectionRow } from "../schema/generated/collection.ts";
import type { PageConfig } from "../schema/generated/page.ts";
import { configFileEntry } from "../model/pageFileRule.ts";
import type { JsonFile } from "./jsonFile.ts";
import type { Problem } from "./problem.ts";
import { problemText, type ProblemText } from "./problemCodes.ts";
import { relevantErrors, schemaMessage, type SchemaMessage } from "./schemaMessages.ts";
import { didYouMean } from "./suggest.ts";

/** A problem of a config file, located by the caller. */
export type FileProblem = Omit<Problem, "file" | "line" | "column"> & { in: JsonFile };

/** A schema-valid collection whose template page exists and has `:slug` in its route. */
export interface CollectionUse {
  file: JsonFile;
  template: JsonFile;
  rows: CollectionRow[];
}

/** One address some file claims, and where it is written. */
export interface RouteClaim {
  route: string;
  in: JsonFile;
  pointer: string;
}

/** The pages some collection names as its template (valid or not): they are checked through their rows. */
export function templateFiles(pages: JsonFile[], collections: JsonFile[]): Set<JsonFile> {
  const named = new Set(collections.map((file) => (file.data as { page?: unknown })?.page));
  return new Set(pages.filter((page) => named.has(configFileEntry(page).name)));
}

/** The collections that can make pages, and the problems of those whose template is missing or has no `:slug`. */
export function collectionUses(
  pages: JsonFile[],
  validCollections: JsonFile[],
): { uses: CollectionUse[]; problems: FileProblem[] } {
  const byName = new Map(pages.map((page) => [configFileEntry(page).name, page]));
  const uses: CollectionUse[] = [];
  const problems: FileProblem[] = [];
  for (const file of validCollections) {
    const { page, rows } = file.data as CollectionConfig;
    const template = byName.get(page);
    const route = template && declaredRoutes(template.data)[0]?.route;
    if (!template) {
      const suggestion = didYouMean(page, byName.keys());
      problems.push({ in: file, pointer: "/page", ...problemText("unknownTemplate", { page, suggestion }) });
    } else if (route !== undefined && !route.includes(SLUG_PARAM)) {
      problems.push({ in: file, pointer: "/page", ...problemText("templateWithoutSlug", { page, route }) });
    } else uses.push({ file, template, rows });
  }
  return { uses, problems };
}

/** The addresses the rows of the collections make: the template's route and aliases, each with the row's slug. */
export function rowRouteClaims(uses: CollectionUse[]): RouteClaim[] {
  return uses.flatMap(({ file, template, rows }) => {
    const routes = declaredRoutes(template.data).map(({ route }) => route);
    // A slug used twice is reported as such (duplicateSlugs), not again as a route clash.
    const seen = new Set<string>();
    return rows.flatMap((row, index) => {
      if (seen.has(row.slug)) return [];
      seen.add(row.slug);
      return routes.map((route) => ({ route: rowRoute(route, row.slug), in: file, pointer: `/rows/${index}/slug` }));
    });
  });
}

/** Each row field the template uses, with the first place it is used. */
function fieldsUsed(template: unknown): Map<string, string> {
  const used = new Map<string, string>();
  walk(template, ({ value, pointer }) => {
    if (typeof value !== "string") return;
    for (const field of rowFieldsIn(value)) if (!used.has(field)) used.set(field, pointer);
  });
  return used;
}

/** The value at a JSON pointer of a parsed document (undefined when there is none). */
function valueAt(document: unknown, pointer: string): unknown {
  let current = document;
  for (const segment of pointer.split("/").slice(1)) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return current;
}

/** Of the row fields a text uses, the one with the longest value: the likeliest to shorten when a limit is passed. */
function longestField(row: CollectionRow, fields: string[]): string | undefined {
  return fields.reduce<string | undefined>(
    (longest, field) => (longest === undefined || row[field]!.length > row[longest]!.length ? field : longest),
    undefined,
  );
}

/** The schema's messages for a value, each with where it points. */
function schemaErrors(validate: ValidateFunction, value: unknown): SchemaMessage[] {
  return validate(value) ? [] : relevantErrors(validate.errors ?? []).map(schemaMessage);
}

/** Two rows with one slug would make two pages at one address. */
function duplicateSlugs({ file, rows }: CollectionUse): FileProblem[] {
  const firstRow = new Map<string, number>();
  return rows.flatMap((row, index) => {
    const first = firstRow.get(row.slug);
    if (first === undefined) {
      firstRow.set(row.slug, index);
      return [];
    }
    const line = file.locate(`/rows/${first}`).line;
    return [
      { in: file, pointer: `/rows/${index}/slug`, ...problemText("duplicateSlug", { slug: row.slug, first: line }) },
    ];
  });
}

/**
 * The template filled with each row, checked against the page schema: a problem in a text the row fills is the row's
 * (at its field, in the collection file); any other is the template's own, reported once on the template.
 */
function filledPageProblems(
  use: CollectionUse,
  validatePage: ValidateFunction,
  templateProblems: Map<string, FileProblem>,
): FileProblem[] {
  const { file, template, rows } = use;
  const used = fieldsUsed(template.data);
  const rowFields = new Set(rows.flatMap((row) => Object.keys(row)));
  const problems: FileProblem[] = [];
  const unknownFields = [...used].filter(([field]) => !rowFields.has(field));
  for (const [field, pointer] of unknownFields) {
    const details = { field, collection: file.file, suggestion: didYouMean(field, rowFields) };
    problems.push({ in: template, pointer, ...problemText("unknownRowField", details) });
  }
  const onTemplate = (pointer: string, text: ProblemText) =>
    templateProblems.set(`${pointer}\n${text.message}`, { in: template, pointer, ...text });
  // Without rows the template is checked as it is written, so that its own mistakes still show.
  if (rows.length === 0)
    schemaErrors(validatePage, template.data).forEach(({ pointer, ...text }) => onTemplate(pointer, text));
  if (unknownFields.length > 0) return problems;
  const where = (pointer: string) => {
    const { line, column } = template.locate(pointer);
    return `${template.file}:${line}:${column}`;
  };
  rows.forEach((row, index) => {
    const missing = [...used.keys()].filter((field) => !(field in row));
    for (const field of missing) {
      const suggestion = didYouMean(field, Object.keys(row));
      problems.push({
        in: file,
        pointer: `/rows/${index}`,
        ...problemText("missingRowField", { slug: row.slug, field, suggestion }),
      });
    }
    if (missing.length > 0) return;
    // Only the row's fields are filled in: the site's {{…}} stay as written, as in every other page the schema checks.
    for (const { pointer, ...text } of schemaErrors(validatePage, rowPage(template.data as PageConfig, row, {}))) {
      const written = valueAt(template.data, pointer);
      const field = typeof written === "string" ? longestField(row, rowFieldsIn(written)) : undefined;
      if (field === undefined) onTemplate(pointer, text);
      else
        problems.push({
          in: file,
          pointer: `/rows/${index}/${field}`,
          ...problemText("rowText", {
            slug: row.slug,
            problem: text.message,
            hint: text.hint,
            template: where(pointer),
          }),
        });
    }
  });
  return problems;
}

/**
 * What only a collection's rows can show: slugs used twice, fields the template uses that a row lacks, and texts that
 * break a rule once a row fills them. A template's own problems (met with every row) are reported once, on it.
 */
export function collectionProblems(uses: CollectionUse[], validatePage: ValidateFunction): FileProblem[] {
  const templateProblems = new Map<string, FileProblem>();
  const problems = uses.flatMap((use) => [
    ...duplicateSlugs(use),
    ...filledPageProblems(use, validatePage, templateProblems),
  ]);
  return [...problems, ...templateProblems.values()];
}
