import type { ErrorSchema } from "@rjsf/utils";
import type { Problem } from "../../shared/api.ts";
import { blockName } from "../blocks/blockLook.ts";
import { fieldLabel, itemLabel } from "../form/labels.ts";
import { fieldOf } from "../../../validator/problemCodes.ts";
import { problemWords, type FieldSchema } from "../form/problemMessages.ts";
import { problemText } from "../form/problemText.ts";
import { t } from "../strings.ts";

/** The parts of a schema that say which fields a form draws (any JSON Schema object will do). */
interface SchemaNode extends FieldSchema {
  title?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  const?: unknown;
}

/** A field of the page's form (no `block`) or of a block's form, by its keys in that form. */
export interface FieldTarget {
  block?: number;
  keys: string[];
}

/** A problem in the editor's words, with the field it is about when a form draws one. */
export interface PlacedProblem extends Problem {
  /** Where the field is, from the page or block down ("Bloco 2 (Planos)", "Plano 1", "Preço"). */
  place: string[];
  /** The field (or for a problem about a whole block, the block) that the problem leads to. */
  target?: FieldTarget;
}

/** Where each of a page's problems is shown. */
export interface ProblemPlaces {
  /** Problems with no field of their own: shown at the top. */
  top: PlacedProblem[];
  /** Problems on the page's own fields. */
  page: ErrorSchema;
  /** Per block: problems about the block as a whole (shown under its title) and on its fields. */
  blocks: Array<{ header: PlacedProblem[]; fields: ErrorSchema; count: number }>;
  /** Every problem of the page, in the validator's order, as a list shows them. */
  all: PlacedProblem[];
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

/**
 * The field a form generated from `schema` draws at `keys`, with the label of each step down to it ("Plano 1",
 * "Preço": an item stands for its list); undefined when the form draws nothing there (constants and `$schema` are not drawn).
 */
export function fieldAt(
  schema: object | undefined,
  keys: string[],
): { node: SchemaNode; labels: string[] } | undefined {
  let node = schema as SchemaNode | undefined;
  const labels: string[] = [];
  for (const key of keys) {
    if (!node || key === "$schema") return undefined;
    const property = node.properties?.[key];
    const item = /^\d+$/.test(key) ? node.items : undefined;
    const entry = typeof node.additionalProperties === "object" ? node.additionalProperties : undefined;
    if (property) labels.push(fieldLabel(property));
    // "Plano 2" says which list it belongs to: it stands in for the list's own label.
    else if (item) labels.splice(-1, 1, itemLabel(item, Number(key)));
    else if (entry) labels.push(`“${key}”`);
    node = property ?? item ?? entry;
  }
  return node && node.const === undefined ? { node, labels } : undefined;
}

/** True when a form generated from `schema` draws a field at `keys`. */
export function drawsField(schema: object | undefined, keys: string[]): boolean {
  return fieldAt(schema, keys) !== undefined;
}

function place(errors: ErrorSchema, keys: string[], text: string): void {
  let node = errors as Record<string, unknown>;
  for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
  ((node.__errors ??= []) as string[]).push(text);
}

/** The keys of the field a problem is about: a missing field's own place, not the object that lacks it. */
function problemKeys(problem: Problem): string[] {
  const keys = pointerKeys(problem.pointer);
  const missing = fieldOf(problem);
  return missing ? [...keys, missing] : keys;
}

/** `problem` reworded for the field at `keys` of `form` (when the form draws it), with its place and target. */
function placed(
  problem: Problem,
  form: object | undefined,
  keys: string[],
  root: string,
  block?: number,
): PlacedProblem & { drawn: boolean } {
  const field = keys.length > 0 ? fieldAt(form, keys) : undefined;
  const title = field?.labels.at(-1);
  const words = problemWords(problem, field && title ? { title, schema: field.node } : undefined);
  const target = field ? { block, keys } : block !== undefined ? { block, keys: [] } : undefined;
  return { ...problem, ...words, place: [root, ...(field?.labels ?? [])], target, drawn: !!field };
}

/** The page's list of blocks, as a field of its own for the messages about it. */
const BLOCK_LIST = { title: t.blocksHeading, schema: { type: "array", minItems: 1 } };

/** The name a block is shown by in lists: its place and its type's pt-BR name ("Bloco 2 (Planos)"). */
function blockPlace(form: object | undefined, index: number, type: string): string {
  return t.problemInBlock(index, blockName(form, type));
}

/**
 * Sorts the validator's problems of one page by where the editor shows them, in the editor's words: on the field
 * they point at (a missing field on its own input), under a block's title when they are about the block itself
 * (its type) or about a field its form does not draw, and at the top when nothing on the page draws them (a missing
 * `blocks`, a value in `$schema`).
 */
export function problemPlaces(
  problems: Problem[],
  pageForm: object,
  blockForm: (index: number) => object | undefined,
  blockCount: number,
  blockType: (index: number) => string = () => "?",
  /** What the form of `pageForm` is called where a problem says its place (site.json's is not a page's). */
  root: string = t.pageFieldsHeading,
): ProblemPlaces {
  const places: ProblemPlaces = {
    top: [],
    page: {},
    blocks: Array.from({ length: blockCount }, () => ({ header: [], fields: {}, count: 0 })),
    all: [],
  };
  for (const problem of problems) {
    const keys = problemKeys(problem);
    const index = Number(keys[1]);
    const block = keys[0] === "blocks" && keys.length > 1 ? places.blocks[index] : undefined;
    if (block) {
      const form = blockForm(index);
      const { drawn, ...shown } = placed(
        problem,
        form,
        keys.slice(2),
        blockPlace(form, index, blockType(index)),
        index,
      );
      block.count += 1;
      if (drawn) place(block.fields, keys.slice(2), problemText(shown));
      else block.header.push(shown);
      places.all.push(shown);
    } else {
      const onPage = keys.length > 0 && keys[0] !== "blocks";
      const { drawn, ...shown } = placed(problem, pageForm, onPage ? keys : [], root);
      // The block list itself (a page with no blocks) has no field, but has a name.
      if (keys.length === 1 && keys[0] === "blocks") Object.assign(shown, problemWords(problem, BLOCK_LIST));
      if (drawn) place(places.page, keys, problemText(shown));
      else places.top.push(shown);
      places.all.push(shown);
    }
  }
  return places;
}
