import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import $RefParser from "@apidevtools/json-schema-ref-parser";
import type { BlockType, JsonSchema, SchemaSet } from "../shared/api.ts";

/** Where the schemas live: the project's schema/ and blocks/ folders. */
export interface SchemaDirs {
  schemaDir: string;
  blocksDir: string;
}

/** A schema file with every `$ref` replaced by its target (a `$ref`'s sibling keywords, such as `description`, win). */
async function dereference(file: string): Promise<JsonSchema> {
  return (await $RefParser.dereference(file, { mutateInputSchema: true })) as JsonSchema;
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

/**
 * The page schema and every block type, dereferenced. The page's `blocks` lists the block folders found on disk
 * (the same set `npm run gen:types` writes into page.schema.json), so a folder added since is offered too.
 */
export async function loadSchemaSet({ schemaDir, blocksDir }: SchemaDirs): Promise<SchemaSet> {
  const [page, blocks] = await Promise.all([dereference(join(schemaDir, "page.schema.json")), blockTypes(blocksDir)]);
  const { definitions: _definitions, ...rest } = page;
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
  return { page: pageSchema, blocks };
}
