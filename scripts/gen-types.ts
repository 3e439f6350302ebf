/**
 * Keeps everything derived from the JSON Schemas in step with them:
 * the block union in schema/page.schema.json (one entry per blocks/<type>/ folder) with each block's examples as
 * VS Code snippets (so typing in "blocks" offers every block type with a filled-in example),
 * the TypeScript types in schema/generated/, the block registry the renderer is handed (blocks/registry.generated.ts), and in docs/authoring.md the block reference and the table of the
 * validator's problem codes (from validator/problemCodes.ts). With --check it writes nothing and exits 1
 * when any of them is out of date.
 */
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { BLOCKS_DIR, SCHEMA_DIR, GENERATED_DIR, ROOT } from "../model/paths.ts";
import { withBlockReference } from "../build/docs/blockReference.ts";
import { withProblemTable } from "../build/docs/problemTable.ts";
import { blockTypes, blockSchemaRef } from "../model/blockSchemas.ts";
import { NamedTypes, type SchemaNode } from "../build/typegen/namedTypes.ts";
import { typesModule } from "../build/typegen/typesModule.ts";
import { blockRegistryModule } from "../build/typegen/blockRegistryModule.ts";
import { blockModulePath } from "../renderer/blocks/blockRegistry.ts";

const check = process.argv.includes("--check");
const SHARED_SCHEMA = join(SCHEMA_DIR, "defs.schema.json");
const PAGE_SCHEMA = join(SCHEMA_DIR, "page.schema.json");
const SITE_SCHEMA = join(SCHEMA_DIR, "site.schema.json");
const COLLECTION_SCHEMA = join(SCHEMA_DIR, "collection.schema.json");
const EXPERIMENT_SCHEMA = join(SCHEMA_DIR, "experiment.schema.json");

/** schema/page.schema.json with one entry per block folder in its block union. */
function pageSchemaWithBlocks(): SchemaNode {
  const schema = JSON.parse(readFileSync(PAGE_SCHEMA, "utf8"));
  schema.definitions.block.oneOf = blockTypes().map((type) => ({ $ref: blockSchemaRef(type) }));
  schema.definitions.block.defaultSnippets = blockTypes().flatMap(blockSnippets);
  return schema;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));

/** A block's examples as VS Code completion snippets, labelled with the block type and described by its schema. */
function blockSnippets(type: string): Array<{ label: string; description: string; body: unknown }> {
  const { description } = readJson(join(BLOCKS_DIR, type, `${type}.schema.json`)) as { description: string };
  const examples = readJson(join(BLOCKS_DIR, type, `${type}.examples.json`)) as unknown[];
  return examples.map((body, index) => ({ label: index ? `${type} (exemplo ${index + 1})` : type, description, body }));
}

const pageSchema = pageSchemaWithBlocks();

const outputs: Array<[string, () => Promise<string> | string]> = [
  [PAGE_SCHEMA, () => JSON.stringify(pageSchema, null, 2) + "\n"],
  [join(GENERATED_DIR, "defs.ts"), () => typesModule(NamedTypes.shared(SHARED_SCHEMA), "")],
  [
    join(GENERATED_DIR, "site.ts"),
    () => typesModule(NamedTypes.root(SITE_SCHEMA, readJson(SITE_SCHEMA), SHARED_SCHEMA), "./defs.ts"),
  ],
  [
    join(GENERATED_DIR, "page.ts"),
    () => typesModule(NamedTypes.root(PAGE_SCHEMA, pageSchema, SHARED_SCHEMA), "./defs.ts"),
  ],
  [
    join(GENERATED_DIR, "collection.ts"),
    () => typesModule(NamedTypes.root(COLLECTION_SCHEMA, readJson(COLLECTION_SCHEMA), SHARED_SCHEMA), "./defs.ts"),
  ],
  [
    join(GENERATED_DIR, "experiment.ts"),
    () => typesModule(NamedTypes.root(EXPERIMENT_SCHEMA, readJson(EXPERIMENT_SCHEMA), SHARED_SCHEMA), "./defs.ts"),
  ],
  // A block folder whose component is not written yet is left out: the editor can already edit it (the preview says
  // it has no component), and `tsc` says which type the registry lacks.
  [
    join(BLOCKS_DIR, "registry.generated.ts"),
    () => blockRegistryModule(blockTypes().filter((type) => existsSync(join(ROOT, blockModulePath(type))))),
  ],
  [
    join(ROOT, "docs", "authoring.md"),
    () => withProblemTable(withBlockReference(readFileSync(join(ROOT, "docs", "authoring.md"), "utf8"))),
  ],
];

let stale = 0;
for (const [file, produce] of outputs) {
  const content = await produce();
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (current === content) continue;
  if (check) {
    stale += 1;
    console.error(`${file}: desatualizado. Rode \`npm run gen:types\` e faça commit do resultado.`);
  } else {
    writeFileSync(file, content);
    console.log(`escrito ${file}`);
  }
}
process.exit(stale ? 1 : 0);
