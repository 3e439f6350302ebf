import { readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { BLOCKS_DIR } from "./paths.ts";

/** Names of the block folders that hold a `<name>.schema.json`, sorted. */
export function blockTypes(): string[] {
  return readdirSync(BLOCKS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(BLOCKS_DIR, entry.name, `${entry.name}.schema.json`)))
    .map((entry) => entry.name)
    .sort();
}

/** The `$ref` from schema/page.schema.json to a block's schema. */
export function blockSchemaRef(type: string): string {
  return `../blocks/${type}/${type}.schema.json`;
}
