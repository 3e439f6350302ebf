/**
 * Which item of a list became which in another version of it: the pairing both the comparison by field and the
 * three-way merge start from. Equal items pair first (an insertion or a removal shifts nothing); among the rest,
 * items of the same kind (blocks of the same `type`) pair in order, the most alike first, and count as edited.
 * What pairs with nothing was removed (from the old list) or added (in the new one).
 */
import { isObject } from "./jsonValues.ts";

/** The pairing of an old list with a new one. */
export interface Alignment {
  /** `[old index, new index]`, both increasing. */
  pairs: Array<[number, number]>;
  /** Old items with no counterpart, ascending. */
  removed: number[];
  /** New items with no counterpart, ascending. */
  added: number[];
}

/** A value as text with its objects' keys sorted: equal values, equal texts. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

/** What may pair with what: blocks by their `type`, other values by their JSON kind. */
function kindOf(value: unknown): string {
  if (isObject(value)) return typeof value.type === "string" ? `type:${value.type}` : "object";
  return Array.isArray(value) ? "array" : typeof value;
}

/** Beyond this many old × new items left to pair, items pair by position (a collection's 20,000 rows all replaced). */
const MAX_CELLS = 250_000;
const EQUAL = 1000;

interface Item {
  value: unknown;
  text: string;
  kind: string;
  /** Each key's value as text, once asked for. */
  fields?: Map<string, string>;
}

function fieldsOf(item: Item & { value: Record<string, unknown> }): Map<string, string> {
  item.fields ??= new Map(Object.entries(item.value).map(([key, value]) => [key, canonical(value)]));
  return item.fields;
}

/** How alike two unequal items of one kind are: the share of their keys holding equal values (0 to 1). */
function likeness(a: Item, b: Item): number {
  if (!isObject(a.value) || !isObject(b.value)) return 0;
  const x = fieldsOf(a as Item & { value: Record<string, unknown> });
  const y = fieldsOf(b as Item & { value: Record<string, unknown> });
  const keys = new Set([...x.keys(), ...y.keys()]);
  let same = 0;
  for (const key of keys) if (x.get(key) === y.get(key)) same += 1;
  return keys.size === 0 ? 0 : same / keys.size;
}

/** The worth of pairing two items: high for equal ones, a little over 1 for alike ones, 0 for another kind. */
function worth(a: Item, b: Item): number {
  if (a.text === b.text) return EQUAL;
  return a.kind === b.kind ? 1 + likeness(a, b) : 0;
}

/** The best order-keeping pairing of two stretches (a weighted longest common subsequence). */
function pairMiddle(old: Item[], now: Item[]): Array<[number, number]> {
  const rows = old.length + 1;
  const cols = now.length + 1;
  const best = new Float64Array(rows * cols);
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++) {
      const w = worth(old[i - 1]!, now[j - 1]!);
      const diagonal = w > 0 ? best[(i - 1) * cols + j - 1]! + w : 0;
      best[i * cols + j] = Math.max(best[(i - 1) * cols + j]!, best[i * cols + j - 1]!, diagonal);
    }
  const pairs: Array<[number, number]> = [];
  let i = old.length;
  let j = now.length;
  while (i > 0 && j > 0) {
    const here = best[i * cols + j]!;
    if (here === best[(i - 1) * cols + j]) i -= 1;
    else if (here === best[i * cols + j - 1]) j -= 1;
    else {
      pairs.push([i - 1, j - 1]);
      i -= 1;
      j -= 1;
    }
  }
  return pairs.reverse();
}

/** Pairs by position, for stretches too long to weigh: each old item with the new one at its place, if of its kind. */
function pairByPosition(old: Item[], now: Item[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < Math.min(old.length, now.length); i++) if (old[i]!.kind === now[i]!.kind) pairs.push([i, i]);
  return pairs;
}

const items = (list: readonly unknown[]): Item[] =>
  list.map((value) => ({ value, text: canonical(value), kind: kindOf(value) }));

/** The pairing of `old` with `now` (see the module's comment). */
export function alignItems(old: readonly unknown[], now: readonly unknown[]): Alignment {
  const a = items(old);
  const b = items(now);
  let start = 0;
  while (start < a.length && start < b.length && a[start]!.text === b[start]!.text) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end]!.text === b[b.length - 1 - end]!.text
  )
    end += 1;
  const middleA = a.slice(start, a.length - end);
  const middleB = b.slice(start, b.length - end);
  const middle =
    middleA.length * middleB.length > MAX_CELLS ? pairByPosition(middleA, middleB) : pairMiddle(middleA, middleB);
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < start; i++) pairs.push([i, i]);
  for (const [i, j] of middle) pairs.push([start + i, start + j]);
  for (let k = end; k > 0; k--) pairs.push([a.length - k, b.length - k]);
  const pairedOld = new Set(pairs.map(([i]) => i));
  const pairedNew = new Set(pairs.map(([, j]) => j));
  return {
    pairs,
    removed: a.map((_, i) => i).filter((i) => !pairedOld.has(i)),
    added: b.map((_, j) => j).filter((j) => !pairedNew.has(j)),
  };
}

/**
 * Old items taken out and put back unchanged elsewhere: old index → new index, each new item used once. `removed`
 * and `added` are an {@link Alignment}'s.
 */
export function movedItems(
  old: readonly unknown[],
  now: readonly unknown[],
  { removed, added }: Pick<Alignment, "removed" | "added">,
): Map<number, number> {
  const byText = new Map<string, number[]>();
  for (const j of added) {
    const text = canonical(now[j]);
    if (byText.has(text)) byText.get(text)!.push(j);
    else byText.set(text, [j]);
  }
  const moves = new Map<number, number>();
  for (const i of removed) {
    const j = byText.get(canonical(old[i]))?.shift();
    if (j !== undefined) moves.set(i, j);
  }
  return moves;
}
