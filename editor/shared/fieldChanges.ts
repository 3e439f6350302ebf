/**
 * What changed between two versions of a document (a page, a collection, site.json), by block and field, in the
 * marketer's words: "Bloco 2 (Planos) › Plano 2 › Preço: R$ 49,90 → R$ 59,90", "Bloco 4 (Cartões) adicionado".
 * Names come from the schema's pt-BR titles, never from JSON keys; lists pair their items as alignItems.ts says, so
 * a block added at the top is one change, not a change to every block below it. Runs in the browser and in Node.
 */
import type { JsonSchema } from "./api.ts";
import { alignItems, movedItems } from "./alignItems.ts";
import { isObject, sameValue } from "./jsonValues.ts";
import { isDeclared, itemsSchema, propertySchema, resolved, variantOf } from "./schemaAt.ts";
import { fieldLabel, itemLabel } from "./schemaLabels.ts";
import { shownChange } from "./shownValue.ts";

/** One change, with where it happened as the marketer reads it. */
export type FieldChange =
  | { kind: "changed"; place: string[]; path: Path; before: string; after: string }
  | { kind: "added" | "removed"; place: string[]; path: Path }
  /** An item that moved unchanged: `place` names it at its old position, `to` is its new one (from 1). */
  | { kind: "moved"; place: string[]; path: Path; to: number };

/** Keys and list positions from the document's root (in the newer version; in the older for a removal). */
export type Path = Array<string | number>;

/** The name of the item at `index` of a list: "Plano 2", "Bloco 3 (Perguntas frequentes)" for a union's item. */
export function itemName(items: JsonSchema | undefined, item: unknown, index: number): string {
  const variant = variantOf(items, item);
  const name = itemLabel(items, index);
  return variant ? `${name} (${fieldLabel(variant)})` : name;
}

/** The name of `key` in an object: its property's title, or the key itself where the marketer named it (a chat link). */
function keyName(schema: JsonSchema | undefined, key: string): string {
  const property = propertySchema(schema, key);
  return isDeclared(schema, key) && property ? fieldLabel(property) : key;
}

/** The places in `schema` order: declared properties first, then the others as `after` (then `before`) lists them. */
function keysOf(schema: JsonSchema | undefined, before: Record<string, unknown>, after: Record<string, unknown>) {
  const declared = isObject(schema?.properties) ? Object.keys(schema.properties) : [];
  const keys = new Set([...declared, ...Object.keys(after), ...Object.keys(before)]);
  return [...keys].filter((key) => before[key] !== undefined || after[key] !== undefined);
}

const stem = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .slice(0, 4);

/**
 * The place of a list's items: the list's name gives way to its items' own ("Planos › Plano 2" reads "Plano 2",
 * "Blocos › Bloco 3" reads "Bloco 3") but stays before items named by a shared definition ("Benefícios › Texto 2").
 */
function itemsPlace(list: JsonSchema | undefined, place: string[]): string[] {
  const listName = place[place.length - 1];
  if (listName === undefined) return place;
  return stem(listName) === stem(itemLabel(itemsSchema(list), 0)) ? place.slice(0, -1) : place;
}

const isCompound = (value: unknown) => isObject(value) || Array.isArray(value);

interface Walk {
  out: FieldChange[];
}

function compareLists(
  walk: Walk,
  schema: JsonSchema | undefined,
  before: unknown[],
  after: unknown[],
  place: string[],
  path: Path,
) {
  const items = itemsSchema(schema);
  place = itemsPlace(schema, place);
  const { pairs, removed, added } = alignItems(before, after);
  // An item taken out and put back unchanged elsewhere moved.
  const moves = movedItems(before, after, { removed, added });
  const movedTo = new Set(moves.values());
  for (const i of removed) {
    const name = [...place, itemName(items, before[i], i)];
    const to = moves.get(i);
    walk.out.push(
      to === undefined
        ? { kind: "removed", place: name, path: [...path, i] }
        : { kind: "moved", place: name, path: [...path, i], to: to + 1 },
    );
  }
  const pairedAt = new Map(pairs.map(([i, j]) => [j, i]));
  for (let j = 0; j < after.length; j++) {
    const i = pairedAt.get(j);
    const name = [...place, itemName(items, after[j], j)];
    if (i !== undefined) compareValues(walk, items, before[i], after[j], name, [...path, j]);
    else if (!movedTo.has(j)) walk.out.push({ kind: "added", place: name, path: [...path, j] });
  }
}

function compareValues(
  walk: Walk,
  schema: JsonSchema | undefined,
  before: unknown,
  after: unknown,
  place: string[],
  path: Path,
) {
  if (sameValue(before, after)) return;
  const both = resolved(schema, after);
  if (Array.isArray(before) && Array.isArray(after)) return compareLists(walk, both, before, after, place, path);
  if (isObject(before) && isObject(after) && variantOf(schema, before) === variantOf(schema, after)) {
    for (const key of keysOf(both, before, after))
      compareValues(
        walk,
        propertySchema(both, key),
        before[key],
        after[key],
        [...place, keyName(both, key)],
        [...path, key],
      );
    return;
  }
  // A group of fields or a list that appears or disappears as a whole is one change; a single value shows both sides.
  if (before === undefined && isCompound(after)) walk.out.push({ kind: "added", place, path });
  else if (after === undefined && isCompound(before)) walk.out.push({ kind: "removed", place, path });
  else {
    const [shownBefore, shownAfter] = shownChange(both, before, after);
    walk.out.push({ kind: "changed", place, path, before: shownBefore, after: shownAfter });
  }
}

/**
 * The changes from `before` to `after`, both versions of a document that `schema` describes (for a page, the
 * `SchemaSet`'s `page`, whose blocks list every block type), in the document's order. Empty when they are equal.
 */
export function fieldChanges(schema: JsonSchema, before: unknown, after: unknown): FieldChange[] {
  const walk: Walk = { out: [] };
  compareValues(walk, schema, before, after, [], []);
  return walk.out;
}

/** The pt-BR names of the places along `path` in `document` ("Bloco 3 (Planos)", "Plano 2", "Preço"). */
export function placeOf(schema: JsonSchema, document: unknown, path: Path): string[] {
  const names: string[] = [];
  let node: JsonSchema | undefined = schema;
  let value: unknown = document;
  for (const step of path) {
    const here = resolved(node, value);
    if (typeof step === "number") {
      const items = itemsSchema(here);
      const item = Array.isArray(value) ? value[step] : undefined;
      names.splice(0, names.length, ...itemsPlace(here, names), itemName(items, item, step));
      node = items;
      value = item;
    } else {
      names.push(keyName(here, step));
      node = propertySchema(here, step);
      value = isObject(value) ? value[step] : undefined;
    }
  }
  return names;
}

/** Whether a Portuguese label is feminine or plural, read from its first word ("Pergunta 2", "Links de chat"). */
function ending(place: string[]): string {
  const word = (place[place.length - 1] ?? "").split(/[\s(]/)[0]!.toLowerCase();
  const plural = /[^s]s$/.test(word) || /ões$|ães$/.test(word);
  const singular = plural ? word.replace(/ões$/, "ão").replace(/ães$/, "ão").replace(/s$/, "") : word;
  const feminine =
    /(ção|são|gem|dade|ie)$/.test(singular) || (/a$/.test(singular) && !/(ema|ama|dia|mapa)$/.test(singular));
  return `${feminine ? "a" : "o"}${plural ? "s" : ""}`;
}

/** A change as one line: "Plano 2 › Preço: R$ 49,90 → R$ 59,90", "Bloco 4 (Cartões) adicionado". */
export function changeText(change: FieldChange): string {
  const where = change.place.join(" › ") || "Documento";
  switch (change.kind) {
    case "changed":
      return `${where}: ${change.before} → ${change.after}`;
    case "added":
      return `${where} adicionad${ending(change.place)}`;
    case "removed":
      return `${where} removid${ending(change.place)}`;
    case "moved":
      return `${where} movid${ending(change.place)} para a posição ${change.to}`;
  }
}
