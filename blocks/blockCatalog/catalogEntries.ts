import type { Block, ChatLink } from "../../schema/generated/page.ts";
import { isAction, walk } from "../../renderer/content/walk.ts";

const examples = import.meta.glob<Block[]>("../*/*.examples.json", { eager: true, import: "default" });
const descriptions = import.meta.glob<string>("../*/*.schema.json", { eager: true, import: "description" });

/** One block type as the catalog shows it. */
export interface CatalogEntry {
  type: Block["type"];
  description: string;
  examples: Block[];
}

/** Every block type except the catalog itself, alphabetically, with its schema description and examples. */
export function catalogEntries(): CatalogEntry[] {
  return Object.entries(examples)
    .map(([path, blocks]) => {
      // The key is relative to this folder, so this block's own file is "./blockCatalog.examples.json".
      const type = path.replace(/^.*\//, "").replace(".examples.json", "") as Block["type"];
      return { type, description: descriptions[`../${type}/${type}.schema.json`] ?? "", examples: blocks };
    })
    .filter((entry) => entry.type !== "blockCatalog")
    .sort((a, b) => a.type.localeCompare(b.type));
}

/** Declares every chat link an example's buttons use, all with the same message. */
export function exampleLinks(block: Block, message: string): Record<string, ChatLink> {
  const links: Record<string, ChatLink> = {};
  walk(block, (node) => {
    if (isAction(node) && typeof node.value.chat === "string") links[node.value.chat] = { message };
  });
  return links;
}
