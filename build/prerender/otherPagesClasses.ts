import type { CssModuleClasses } from "../vite/cssModuleClasses.ts";

/** The block type whose folder holds a module (`blocks/<type>/…`), or undefined for the renderer's. */
const blockTypeOf = (file: string) => /^blocks\/([^/]+)\//.exec(file)?.[1];

/**
 * The classes only other pages can use: those of the CSS modules in the folders of the block types the page does not
 * have (a block's folder is its own: neither another block nor the renderer imports it, the dependency rules say
 * so), less any class that a module the page does load has too.
 */
export function otherPagesClasses(modules: CssModuleClasses, pageBlockTypes: string[]): Set<string> {
  const here = new Set<string>();
  const elsewhere = new Set<string>();
  for (const [file, classes] of Object.entries(modules)) {
    const type = blockTypeOf(file);
    const owner = type !== undefined && !pageBlockTypes.includes(type) ? elsewhere : here;
    for (const name of classes) owner.add(name);
  }
  return new Set([...elsewhere].filter((name) => !here.has(name)));
}
