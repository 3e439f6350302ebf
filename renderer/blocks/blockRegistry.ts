import type { ComponentType } from "react";
import type { Block } from "../../schema/generated/page.ts";

/** The component that renders one block type, given that block's config. */
export type BlockComponent<T extends Block["type"]> = ComponentType<{ block: Extract<Block, { type: T }> }>;

/**
 * Every block type of the schema and how to load its component, each in a chunk of its own so that a page only
 * downloads the blocks it uses. The renderer never imports a block: `npm run gen:types` writes the registry from
 * the block folders (blocks/registry.generated.ts) and each entry hands it over with `provideBlocks`. A schema type
 * without a loader fails `tsc`.
 */
export type BlockRegistry = { [T in Block["type"]]: () => Promise<BlockComponent<T>> };

/** Every block type a registry knows, in its order. */
export function blockTypesIn(registry: BlockRegistry): Array<Block["type"]> {
  return Object.keys(registry) as Array<Block["type"]>;
}

/**
 * The source file of a block type's component, as the build's manifest names it: `blocks/<type>/<Type>.tsx`, which
 * exports the component under the name `<Type>` (the generated registry and the build's preload links rely on it).
 */
export function blockModulePath(type: string): string {
  return `blocks/${type}/${componentName(type)}.tsx`;
}

/** The name a block's component is exported under: its type with a capital first letter ("cardGrid" → "CardGrid"). */
export function componentName(type: string): string {
  return `${type[0]!.toUpperCase()}${type.slice(1)}`;
}

/** The block types a list of blocks needs loaded: the types of its blocks, each once. */
export function blockTypesOf(blocks: Block[]): Array<Block["type"]> {
  return [...new Set(blocks.map((block) => block.type))];
}
