// Every list of every block with a new item added as the editor's "Adicionar …" adds it, drawn by the preview.
import { join } from "node:path";
import { render } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { blockRegistry } from "../../blocks/registry.generated.ts";
import { blockTypesIn } from "../../renderer/blocks/blockRegistry.ts";
import { loadBlocks, provideBlocks } from "../../renderer/blocks/loadedBlocks.ts";
import { loadSchemaSet } from "../server/schemaSet.ts";
import type { BlockType, JsonSchema } from "../shared/api.ts";
import { blankValue } from "../app/page/blankValue.ts";
import { newBlock } from "../app/page/newBlock.ts";
import { previewPage } from "./previewPage.ts";
import { PreviewView } from "./PreviewView.tsx";

let types: BlockType[];
beforeAll(async () => {
  const root = join(import.meta.dirname, "../..");
  // The schemas are read from disk as the dev server reads them: with a window, the reader would fetch them instead.
  vi.stubGlobal("window", undefined);
  try {
    types = (await loadSchemaSet({ schemaDir: join(root, "schema"), blocksDir: join(root, "blocks") })).blocks;
  } finally {
    vi.unstubAllGlobals();
  }
  provideBlocks(blockRegistry);
  await loadBlocks(blockTypesIn(blockRegistry));
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** Each shape an item of `schema` can take: its `oneOf`/`anyOf` variants merged into it, or itself. */
function shapes(schema: JsonSchema): JsonSchema[] {
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (!variants) return [schema];
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  return variants.map((variant) => ({
    ...rest,
    ...variant,
    properties: { ...(rest.properties as object), ...(variant.properties as object) },
  }));
}

/** The shape `value` was written in: the one whose constants it carries. */
function shapeOf(schema: JsonSchema, value: Record<string, unknown>): JsonSchema {
  return (
    shapes(schema).find((shape) =>
      Object.entries((shape.properties ?? {}) as Record<string, JsonSchema>).every(
        ([key, property]) => !("const" in property) || value[key] === property.const,
      ),
    ) ?? schema
  );
}

/**
 * `value` with one more new item (one of each shape) in every list, optional lists included, and so on inside the
 * new items: what a marketer has after pressing every "Adicionar …" of a block once.
 */
function withNewItems(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value) || schema.type === "array") {
    const items = isObject(schema.items) ? schema.items : {};
    const added = shapes(items).map((shape) => withNewItems(shape, blankValue(shape, "promo")));
    return [...(Array.isArray(value) ? value : []), ...added];
  }
  if (!isObject(value)) return value;
  const shape = shapeOf(schema, value);
  const result: Record<string, unknown> = { ...value };
  for (const [key, property] of Object.entries((shape.properties ?? {}) as Record<string, JsonSchema>)) {
    if (property.type === "array" && isObject(property.items)) result[key] = withNewItems(property, value[key]);
    else if (isObject(value[key])) result[key] = withNewItems(property, value[key]);
  }
  return result;
}

const page = (blocks: unknown[]) => ({
  route: "/promo",
  title: "Promoção",
  description: "Uma promoção.",
  links: { promo: { message: "Olá!" } },
  blocks,
});

describe("the preview of a block being filled in", () => {
  it("draws every block type with a new, empty item in each of its lists, with no error", () => {
    expect(types.length).toBeGreaterThanOrEqual(14);
    for (const type of types) {
      const blank = newBlock(type, { kind: "blank" }, page([]).links).block;
      const filling = withNewItems(type.schema, blank);
      const { container, unmount } = render(<PreviewView page={previewPage(page([filling]))} serial={1} />);
      expect(container.querySelector(".preview-note")?.textContent, `${type.type}: ${JSON.stringify(filling)}`).toBe(
        undefined,
      );
      expect(container.querySelector(`[data-block="${type.type}"]`), type.type).not.toBeNull();
      unmount();
    }
  });
});
