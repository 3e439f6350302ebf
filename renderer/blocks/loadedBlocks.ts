import type { ComponentType } from "react";
import type { Block } from "../../schema/generated/page.ts";
import type { BlockRegistry } from "./blockRegistry.ts";

type AnyBlockComponent = ComponentType<{ block: Block }>;

let registry: BlockRegistry | undefined;
const loaded = new Map<Block["type"], AnyBlockComponent>();

/**
 * Hands the renderer the blocks it may render (the generated registry, or a test's own). Each entry (the site, the
 * server render, the editor's preview and catalog) calls it once before loading a page.
 */
export function provideBlocks(blocks: BlockRegistry): void {
  registry = blocks;
  loaded.clear();
}

/** Loads the components of these block types (once each), so that a page can then render synchronously. */
export async function loadBlocks(types: Iterable<Block["type"]>): Promise<void> {
  const blocks = registry;
  if (!blocks) throw new Error("Nenhum registro de blocos: chame provideBlocks() antes de carregar uma página.");
  const missing = [...new Set(types)].filter((type) => !loaded.has(type));
  await Promise.all(missing.map(async (type) => loaded.set(type, (await blocks[type]()) as AnyBlockComponent)));
}

/**
 * The component of a loaded block type. Rendering never waits for code: the page's blocks are loaded before it
 * is shown (and before hydration, which is why the server and client trees match).
 */
export function blockComponent(type: Block["type"]): AnyBlockComponent {
  const component = loaded.get(type);
  if (!component)
    throw new Error(
      `O bloco "${type}" foi usado antes de ser carregado: chame loadBlocks() antes de renderizar a página.`,
    );
  return component;
}
