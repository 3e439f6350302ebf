/**
 * Three-way merge by field: the version a person opened (base), the one they edited (mine) and the one someone else
 * saved meanwhile (theirs). What only one side changed is taken from it; what both changed alike is taken once; a
 * field both changed differently is a conflict, settled by the person's choice (their own version until they choose).
 * Lists pair their items as alignItems.ts does (equal items first, then blocks of the same type in order, most alike
 * first), so a block added on one side and a field changed on the other both land. Limits: an item moved and edited
 * on the same side counts as removed and added there; when both sides move the same item, mine's place wins; two
 * items added at the same place are both kept, theirs first. Runs in the browser and in Node.
 */
import { alignItems, movedItems } from "./alignItems.ts";
import type { Path } from "./fieldChanges.ts";
import { isObject, sameValue } from "./jsonValues.ts";

/** Which version a conflicting field keeps. */
export type Choice = "mine" | "theirs";

/** A field (or list item) both sides changed differently; `undefined` stands for a removed one. */
export interface MergeConflict {
  /** Stable name of the place, the base version's path joined by "/": what a choice is given for. */
  key: string;
  /** The place in the base version (its item positions, its keys). */
  path: Path;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

/** A merged document and what could not be merged without a choice. */
export interface MergeResult {
  merged: Record<string, unknown>;
  conflicts: MergeConflict[];
}

interface Context {
  conflicts: MergeConflict[];
  choices: Readonly<Record<string, Choice>>;
}

const keyOf = (path: Path) => path.join("/");

function conflict(context: Context, path: Path, base: unknown, mine: unknown, theirs: unknown): unknown {
  const key = keyOf(path);
  context.conflicts.push({ key, path, base, mine, theirs });
  return context.choices[key] === "theirs" ? theirs : mine;
}

function mergeObjects(
  context: Context,
  path: Path,
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
) {
  const merged: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)])) {
    const value = mergeValues(context, [...path, key], base[key], mine[key], theirs[key]);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** Where each base item went on one side, and what that side added. */
interface Side {
  items: readonly unknown[];
  /** Base index → this side's index, for items kept in place (edited or not). */
  kept: Map<number, number>;
  /** Base index → this side's index, for items taken out and put back unchanged elsewhere. */
  moved: Map<number, number>;
  /** This side's indexes of the items in `moved`. */
  movedTo: Set<number>;
  /** This side's items by the base slot they stand in (slot s: before base item s), in this side's order. */
  slots: Map<number, number[]>;
}

function sideOf(base: readonly unknown[], items: readonly unknown[]): Side {
  const { pairs, removed, added } = alignItems(base, items);
  const kept = new Map(pairs);
  const moved = movedItems(base, items, { removed, added });
  // The slot of an item not kept: after the base item kept last before it.
  const slots = new Map<number, number[]>();
  let slot = 0;
  const keptAt = new Map(pairs.map(([i, j]) => [j, i]));
  for (let j = 0; j < items.length; j++) {
    const i = keptAt.get(j);
    if (i !== undefined) slot = i + 1;
    else if (slots.has(slot)) slots.get(slot)!.push(j);
    else slots.set(slot, [j]);
  }
  return { items, kept, moved, movedTo: new Set(moved.values()), slots };
}

/** One base item on one side: its value there (undefined once removed) and whether it moved. */
function stateOf(side: Side, base: readonly unknown[], i: number): { value: unknown; moved: boolean } {
  const j = side.kept.get(i);
  if (j !== undefined) return { value: side.items[j], moved: false };
  return side.moved.has(i) ? { value: base[i], moved: true } : { value: undefined, moved: false };
}

function mergeLists(context: Context, path: Path, base: unknown[], mine: unknown[], theirs: unknown[]): unknown[] {
  const sides = { mine: sideOf(base, mine), theirs: sideOf(base, theirs) };
  // Base items that land in a slot rather than at their place (moved), by the side whose move counts.
  const movedTo = new Map<string, unknown>();
  const inPlace = new Map<number, unknown>();
  for (let i = 0; i < base.length; i++) {
    const m = stateOf(sides.mine, base, i);
    const t = stateOf(sides.theirs, base, i);
    const itemPath = [...path, i];
    let value: unknown;
    if (m.value === undefined && t.value === undefined) continue;
    if (m.value === undefined || t.value === undefined) {
      const other = m.value === undefined ? t.value : m.value;
      // Removed on one side: gone, unless the other side changed it, which only the person can weigh.
      if (sameValue(other, base[i])) continue;
      value = conflict(context, itemPath, base[i], m.value, t.value);
      if (value === undefined) continue;
    } else value = mergeValues(context, itemPath, base[i], m.value, t.value);
    const mover = m.moved && m.value !== undefined ? "mine" : t.moved && t.value !== undefined ? "theirs" : undefined;
    if (mover) movedTo.set(`${mover}:${sides[mover].moved.get(i)}`, value);
    else inPlace.set(i, value);
  }
  const out: unknown[] = [];
  const emitSlot = (slot: number) => {
    const fromTheirs: unknown[] = [];
    for (const [name, side] of [
      ["theirs", sides.theirs],
      ["mine", sides.mine],
    ] as const)
      for (const j of side.slots.get(slot) ?? []) {
        const key = `${name}:${j}`;
        if (movedTo.has(key)) out.push(movedTo.get(key));
        else if (side.movedTo.has(j)) continue;
        else if (name === "mine" && takeEqual(fromTheirs, side.items[j])) continue;
        else {
          out.push(side.items[j]);
          if (name === "theirs") fromTheirs.push(side.items[j]);
        }
      }
  };
  for (let slot = 0; slot <= base.length; slot++) {
    emitSlot(slot);
    if (inPlace.has(slot)) out.push(inPlace.get(slot));
  }
  return out;
}

/** Removes from `list` an item equal to `item` and says whether there was one (the same item added on both sides). */
function takeEqual(list: unknown[], item: unknown): boolean {
  const index = list.findIndex((other) => sameValue(other, item));
  if (index >= 0) list.splice(index, 1);
  return index >= 0;
}

/** A block whose `type` changed is another block, not merged field by field; the document itself always is. */
const sameKind = (path: Path, a: Record<string, unknown>, b: Record<string, unknown>) =>
  path.length === 0 || a.type === b.type;

function mergeValues(context: Context, path: Path, base: unknown, mine: unknown, theirs: unknown): unknown {
  if (sameValue(mine, theirs)) return mine;
  if (sameValue(base, mine)) return theirs;
  if (sameValue(base, theirs)) return mine;
  if (
    isObject(base) &&
    isObject(mine) &&
    isObject(theirs) &&
    sameKind(path, base, mine) &&
    sameKind(path, base, theirs)
  )
    return mergeObjects(context, path, base, mine, theirs);
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs))
    return mergeLists(context, path, base, mine, theirs);
  return conflict(context, path, base, mine, theirs);
}

/**
 * Merges `mine` and `theirs`, two edits of `base`, field by field (see the module's comment). A conflict's field holds
 * the version `choices[conflict.key]` names, mine when none is given; every conflict is listed either way.
 */
export function mergeFields(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  choices: Readonly<Record<string, Choice>> = {},
): MergeResult {
  const context: Context = { conflicts: [], choices };
  const merged = mergeValues(context, [], base, mine, theirs);
  return { merged: isObject(merged) ? merged : mine, conflicts: context.conflicts };
}
