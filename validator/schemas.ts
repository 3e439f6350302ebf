import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Ajv, { type ValidateFunction } from "ajv";
import { SCHEMA_DIR, BLOCKS_DIR } from "../model/paths.ts";
import { blockTypes } from "../model/blockSchemas.ts";
import { editorKeywordDefinitions } from "../model/schemaKeywords.ts";
import { referenceIndex, type FindReferences } from "../model/references/referenceIndex.ts";
import { referenceDefinitions } from "../model/references/referenceKinds.ts";

/** Compiled validators for the three kinds of config file. */
export interface Validators {
  site: ValidateFunction;
  page: ValidateFunction;
  collection: ValidateFunction;
  experiment: ValidateFunction;
  section: ValidateFunction;
}

/** The index of references of each kind of config file (model/references). */
export interface ReferenceFinders {
  site: FindReferences;
  page: FindReferences;
}

function readSchema(path: string): object {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The address of one of schema/'s files, which the schemas' relative `$ref`s resolve against. */
export function schemaUrl(name: string): string {
  return pathToFileURL(join(SCHEMA_DIR, name)).href;
}

/** Every schema file, parsed, by its file URL: schema/'s and each block's. */
export function schemaDocuments(): Map<string, object> {
  const files = [
    join(SCHEMA_DIR, "defs.schema.json"),
    join(SCHEMA_DIR, "site.schema.json"),
    join(SCHEMA_DIR, "page.schema.json"),
    join(SCHEMA_DIR, "collection.schema.json"),
    join(SCHEMA_DIR, "experiment.schema.json"),
    join(SCHEMA_DIR, "section.schema.json"),
    ...blockTypes().map((type) => join(BLOCKS_DIR, type, `${type}.schema.json`)),
  ];
  return new Map(files.map((file) => [pathToFileURL(file).href, readSchema(file)]));
}

/** The reference indexes of site.json and of pages (collection templates are pages), built from `documents`. */
export function referenceFinders(documents: ReadonlyMap<string, object>): ReferenceFinders {
  const kinds = referenceDefinitions(schemaUrl("defs.schema.json"));
  return {
    site: referenceIndex(documents, schemaUrl("site.schema.json"), kinds),
    page: referenceIndex(documents, schemaUrl("page.schema.json"), kinds),
  };
}

/** Each schema is registered under its file URL so the relative `$ref`s between files resolve as in an editor. */
function createAjv(documents: ReadonlyMap<string, object>): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    verbose: true,
  });
  // VS Code's block snippets (written by gen:types from each block's examples): for the editor, not for validation.
  ajv.addKeyword({ keyword: "defaultSnippets", schemaType: "array" });
  // The page editor's own keywords (model/schemaKeywords.ts: money, pt-BR names): checked for their shape only.
  for (const definition of editorKeywordDefinitions) ajv.addKeyword({ ...definition });
  // Ajv keeps what it is given: each gets its own copy, the reference indexes read theirs.
  for (const [url, schema] of documents) ajv.addSchema(structuredClone(schema), url);
  return ajv;
}

let cached: (Validators & { references: ReferenceFinders }) | undefined;

function compiled(): Validators & { references: ReferenceFinders } {
  if (!cached) {
    const documents = schemaDocuments();
    const ajv = createAjv(documents);
    const get = (name: string) => ajv.getSchema(schemaUrl(name))!;
    cached = {
      site: get("site.schema.json"),
      page: get("page.schema.json"),
      collection: get("collection.schema.json"),
      experiment: get("experiment.schema.json"),
      section: get("section.schema.json"),
      references: referenceFinders(documents),
    };
  }
  return cached;
}

/** The site and page validators, compiled once per process. */
export function validators(): Validators {
  return compiled();
}

/** The reference indexes of the schemas the validators check, built once per process with them. */
export function references(): ReferenceFinders {
  return compiled().references;
}

/** Drops the compiled validators, so that the next call reads the schemas again (the dev server, after a schema changed). */
export function forgetValidators(): void {
  cached = undefined;
}
