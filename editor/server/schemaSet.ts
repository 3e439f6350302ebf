import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import $RefParser from "@apidevtools/json-schema-ref-parser";
import type { BlockType, JsonSchema, SchemaSet } from "../shared/api.ts";
import { PT_TITLE_KEYWORD } from "../../model/schemaKeywords.ts";
import { DEFINITION_KEY } from "../shared/definitionName.ts";

/** Where the schemas live: the project's schema/ and blocks/ folders. */
export interface SchemaDirs {
  schemaDir: string;
  blocksDir: string;
}

const isNode = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every schema object in `node` (and content such as examples, which has no `x-title` to act on). */
function* nodes(node: unknown): Generator<JsonSchema> {
  if (Array.isArray(node)) for (const item of node) yield* nodes(item);
  else if (isNode(node)) {
    yield node;
    for (const value of Object.values(node)) yield* nodes(value);
  }
}

/**
 * A schema file as the forms need it: its root and definitions with their type name (their `title`) copied under
 * {@link DEFINITION_KEY}, then every schema's pt-BR `x-title` as its `title`, the only name react-jsonschema-form
 * shows (a `oneOf`'s choices: "Título", "Parágrafo", "Lista" rather than RichTextHeading…).
 */
function forForms(schema: unknown): unknown {
  if (!isNode(schema)) return schema;
  const definitions = isNode(schema.definitions) ? Object.values(schema.definitions) : [];
  for (const node of [schema, ...definitions])
    if (isNode(node) && typeof node.title === "string") node[DEFINITION_KEY] = node.title;
  for (const node of nodes(schema)) if (typeof node[PT_TITLE_KEYWORD] === "string") node.title = node[PT_TITLE_KEYWORD];
  return schema;
}

/** The ref parser's JSON reading, prepared for the forms (see {@link forForms}). */
const namedJson = {
  order: 100,
  allowEmpty: true,
  canParse: ".json",
  parse: (file: { data: string | Buffer }) => forForms(JSON.parse(file.data.toString())),
};

/**
 * A schema file with every `$ref` replaced by its target. A `$ref`'s sibling keywords win: its `title` (the field's
 * pt-BR label) and `description` replace the target's, while the target's type name stays under DEFINITION_KEY.
 */
async function dereference(file: string): Promise<JsonSchema> {
  return (await $RefParser.dereference(file, { mutateInputSchema: true, parse: { json: namedJson } })) as JsonSchema;
}

/** Block folders with a `<type>.schema.json`, read afresh each time: a new folder is editable at once. */
async function blockTypes(blocksDir: string): Promise<BlockType[]> {
  const types = readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(blocksDir, entry.name, `${entry.name}.schema.json`)))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    types.map(async (type) => {
      const schema = await dereference(join(blocksDir, type, `${type}.schema.json`));
      const examplesFile = join(blocksDir, type, `${type}.examples.json`);
      const examples = existsSync(examplesFile)
        ? (JSON.parse(readFileSync(examplesFile, "utf8")) as BlockType["examples"])
        : [];
      return { type, description: String(schema.description ?? ""), schema, examples };
    }),
  );
}

/** A dereferenced schema without its `definitions`, which the forms do not draw. */
function withoutDefinitions({ definitions: _definitions, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

/**
 * The page schema, every block type, the site schema (site.json) and the collections', dereferenced, without their definitions (every
 * reference now holds its own). The page's `blocks` lists the block folders found on disk (the same set
 * `npm run gen:types` writes into page.schema.json), so a folder added since is offered too.
 */
export async function loadSchemaSet({ schemaDir, blocksDir }: SchemaDirs): Promise<SchemaSet> {
  const [page, blocks, site, collection] = await Promise.all([
    dereference(join(schemaDir, "page.schema.json")),
    blockTypes(blocksDir),
    dereference(join(schemaDir, "site.schema.json")),
    dereference(join(schemaDir, "collection.schema.json")),
  ]);
  const rest = withoutDefinitions(page);
  const properties = rest.properties as Record<string, JsonSchema>;
  const blocksProperty = properties.blocks!;
  const pageSchema = {
    ...rest,
    properties: {
      ...properties,
      blocks: {
        ...blocksProperty,
        items: { ...(blocksProperty.items as JsonSchema), oneOf: blocks.map((block) => block.schema) },
      },
    },
  };
  return { page: pageSchema, blocks, site: withoutDefinitions(site), collection: withoutDefinitions(collection) };
}
