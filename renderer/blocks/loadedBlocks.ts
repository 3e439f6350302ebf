import type { ComponentType } from "react";
import type { Block } from "../../schema/generated/page.ts";
import { blockLoaders } from "./blockLoaders.ts";

type AnyBlockComponent = ComponentType<{ block: Block }>;

const loaded = new Map<Block["type"], AnyBlockComponent>();

/** Loads the components of these block types (once each), so that a page can then render synchronously. */
export async function loadBlocks(types: Iterable<Block["type"]>): Promise<void> {
  const missing = [...new Set(types)].filter((type) => !loaded.has(type));
  await Promise.all(missing.map(async (type) => loaded.set(type, (await blockLoaders[type]()) as AnyBlockComponent)));
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
