import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Ajv, { type ValidateFunction } from "ajv";
import { SCHEMA_DIR, BLOCKS_DIR } from "../model/paths.ts";
import { blockTypes } from "../model/blockSchemas.ts";
import { editorKeywordDefinitions } from "../model/schemaKeywords.ts";

/** Compiled validators for the three kinds of config file. */
export interface Validators {
  site: ValidateFunction;
  page: ValidateFunction;
  collection: ValidateFunction;
}

function readSchema(path: string): object {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** Each schema is registered under its file URL so the relative `$ref`s between files resolve as in an editor. */
function createAjv(): Ajv {
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
  const files = [
    join(SCHEMA_DIR, "defs.schema.json"),
    join(SCHEMA_DIR, "site.schema.json"),
    join(SCHEMA_DIR, "page.schema.json"),
    join(SCHEMA_DIR, "collection.schema.json"),
    ...blockTypes().map((type) => join(BLOCKS_DIR, type, `${type}.schema.json`)),
  ];
  for (const file of files) ajv.addSchema(readSchema(file), pathToFileURL(file).href);
  return ajv;
}

let cached: Validators | undefined;

/** The site and page validators, compiled once per process. */
export function validators(): Validators {
  if (!cached) {
    const ajv = createAjv();
    const get = (name: string) => ajv.getSchema(pathToFileURL(join(SCHEMA_DIR, name)).href)!;
    cached = {
      site: get("site.schema.json"),
      page: get("page.schema.json"),
      collection: get("collection.schema.json"),
    };
  }
  return cached;
}

/** Drops the compiled validators, so that the next call reads the schemas again (the dev server, after a schema changed). */
export function forgetValidators(): void {
  cached = undefined;
}
