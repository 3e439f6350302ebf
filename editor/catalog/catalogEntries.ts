import type { Block, ChatLink } from "../../schema/generated/page.ts";
import { blockRegistry } from "../../blocks/registry.generated.ts";
import { blockReferenceIndexes } from "../../model/references/blockReferences.ts";
import defs from "../../schema/defs.schema.json";

// Read from the block folders themselves: on the dev server a new folder shows up without a change here.
const examples = import.meta.glob<Block[]>("../../blocks/*/*.examples.json", { eager: true, import: "default" });
const descriptions = import.meta.glob<string>("../../blocks/*/*.schema.json", { eager: true, import: "description" });
// Whole schemas for their pt-BR names: "x-title" is no name a module can export.
const schemas = import.meta.glob<Record<string, unknown>>("../../blocks/*/*.schema.json", {
  eager: true,
  import: "default",
});

/** One block type as the catalog shows it. */
export interface CatalogEntry {
  type: Block["type"];
  /** Its pt-BR name (the schema's `x-title`), or its type when it has none. */
  name: string;
  description: string;
  examples: Block[];
  /** Whether the site has a component for it (a new folder may have a schema and examples only). */
  rendered: boolean;
}

/** Every block type with examples, alphabetically by type, with its pt-BR name and schema description. */
export function catalogEntries(): CatalogEntry[] {
  return Object.entries(examples)
    .map(([path, blocks]) => {
      const type = path.replace(/^.*\//, "").replace(".examples.json", "") as Block["type"];
      const schema = `../../blocks/${type}/${type}.schema.json`;
      const description = descriptions[schema] ?? "";
      const name = String(schemas[schema]?.["x-title"] ?? type);
      return { type, name, description, examples: blocks, rendered: Object.hasOwn(blockRegistry, type) };
    })
    .sort((a, b) => a.type.localeCompare(b.type));
}

const blockReferences = blockReferenceIndexes(
  defs,
  Object.fromEntries(
    Object.entries(schemas).map(([path, schema]) => [path.replace(/^.*\//, "").replace(".schema.json", ""), schema]),
  ),
);

/** Declares every chat link an example uses (found by the block's schema), all with the same message. */
export function exampleLinks(block: Block, message: string): Record<string, ChatLink> {
  const links: Record<string, ChatLink> = {};
  for (const { kind, value } of blockReferences(block.type)?.(block) ?? [])
    if (kind === "chatLink" && typeof value === "string") links[value] = { message };
  return links;
}
