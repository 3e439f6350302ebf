import type { ErrorSchema } from "@rjsf/utils";
import type { Problem } from "../../shared/api.ts";
import { problemText } from "../form/problemText.ts";

/** The parts of a schema that say which fields a form draws (any JSON Schema object will do). */
interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  const?: unknown;
}

/** Where each of a page's problems is shown. */
export interface ProblemPlaces {
  /** Problems with no field of their own: shown at the top. */
  top: Problem[];
  /** Problems on the page's own fields. */
  page: ErrorSchema;
  /** Per block: problems about the block as a whole (shown under its title) and on its fields. */
  blocks: Array<{ header: Problem[]; fields: ErrorSchema; count: number }>;
}

/** The keys of a JSON pointer ("/blocks/0/title" → ["blocks", "0", "title"]). */
export function pointerKeys(pointer: string): string[] {
  return pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((key) => key.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** True when a form generated from `schema` draws a field at `keys` (constants and `$schema` are not drawn). */
export function drawsField(schema: object | undefined, keys: string[]): boolean {
  let node = schema as SchemaNode | undefined;
  for (const key of keys) {
    if (!node || key === "$schema") return false;
    node =
      node.properties?.[key] ??
      (/^\d+$/.test(key) ? node.items : undefined) ??
      (typeof node.additionalProperties === "object" ? node.additionalProperties : undefined);
  }
  return !!node && node.const === undefined;
}

function place(errors: ErrorSchema, keys: string[], text: string): void {
  let node = errors as Record<string, unknown>;
  for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
  ((node.__errors ??= []) as string[]).push(text);
}

/**
 * Sorts the validator's problems of one page by where the editor shows them: on the field they point at, under
 * a block's title when they are about the block itself (its type) or about a field its form does not draw, and at
 * the top when nothing on the page draws them (a missing `blocks`, a value in `$schema`).
 */
export function problemPlaces(
  problems: Problem[],
  pageForm: object,
  blockForm: (index: number) => object | undefined,
  blockCount: number,
): ProblemPlaces {
  const places: ProblemPlaces = {
    top: [],
    page: {},
    blocks: Array.from({ length: blockCount }, () => ({ header: [], fields: {}, count: 0 })),
  };
  for (const problem of problems) {
    const keys = pointerKeys(problem.pointer);
    const block = keys[0] === "blocks" && keys.length > 1 ? places.blocks[Number(keys[1])] : undefined;
    if (block) {
      const inner = keys.slice(2);
      block.count += 1;
      if (inner.length > 0 && drawsField(blockForm(Number(keys[1])), inner))
        place(block.fields, inner, problemText(problem));
      else block.header.push(problem);
    } else if (keys.length > 0 && keys[0] !== "blocks" && drawsField(pageForm, keys))
      place(places.page, keys, problemText(problem));
    else places.top.push(problem);
  }
  return places;
}
