import { blockRegistry } from "../../blocks/registry.generated.ts";
import { blockTypesIn } from "../../renderer/blocks/blockRegistry.ts";
import { loadBlocks, provideBlocks } from "../../renderer/blocks/loadedBlocks.ts";

/** Every block type of the site, from the generated registry the entries hand the renderer. */
export const ALL_BLOCK_TYPES = blockTypesIn(blockRegistry);

/** Hands the renderer the site's blocks, as each entry does, and loads all of them. */
export async function loadAllBlocks(): Promise<void> {
  provideBlocks(blockRegistry);
  await loadBlocks(ALL_BLOCK_TYPES);
}
