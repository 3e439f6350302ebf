import { PT_TITLE_KEYWORD } from "../../../model/schemaKeywords.ts";

// Each block's picture, blocks/<type>/<type>.thumb.webp, drawn from the block catalog by `npm run thumbnails`:
// small static files the dev server serves as they are, so the block menu costs no rendering.
const pictures = import.meta.glob<string>("../../../blocks/*/*.thumb.webp", {
  eager: true,
  query: "?url",
  import: "default",
});

/** The address of a block type's picture, or undefined for a block that has none yet. */
export function blockThumbnail(type: string): string | undefined {
  return pictures[`../../../blocks/${type}/${type}.thumb.webp`];
}

/**
 * A block type's pt-BR name, from its schema's `x-title` ("Grade de cartões"; its `title` is its TypeScript type
 * name), or its type when it has none.
 */
export function blockName(schema: object | undefined, typeName: string): string {
  const name = (schema as Record<string, unknown> | undefined)?.[PT_TITLE_KEYWORD];
  return typeof name === "string" && name.trim() ? name : typeName;
}
