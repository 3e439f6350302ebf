import type { Snapshot } from "./history.ts";
import { FIRST_LINK_NAME, firstChatLink } from "./newChatLink.ts";

/** A block as the editor holds it: any JSON object with a `type`. */
export type BlockData = Record<string, unknown> & { type?: unknown };

let counter = 0;
/** A key for a block that is new to the editor. */
export function newBlockKey(): string {
  counter += 1;
  return `bloco-${counter}`;
}

/** The blocks of a page's data (none when it has no list). */
export function blocksOf(data: Record<string, unknown>): BlockData[] {
  return Array.isArray(data.blocks) ? (data.blocks as BlockData[]) : [];
}

/** A snapshot of a page just opened: a key for each of its blocks. */
export function openedSnapshot(data: Record<string, unknown>): Snapshot {
  return { data, blockKeys: blocksOf(data).map(newBlockKey) };
}

function withBlocks(snapshot: Snapshot, blocks: BlockData[], blockKeys: string[]): Snapshot {
  return { data: { ...snapshot.data, blocks }, blockKeys };
}

function moved<T>(items: T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** Adds a block at the end, declaring the chat links it needs in the page's `links` in the same step (one undo). */
export function addBlock(snapshot: Snapshot, block: BlockData, links: Record<string, unknown> = {}): Snapshot {
  const declared = Object.keys(links).length > 0;
  const data = declared ? { ...snapshot.data, links: { ...(snapshot.data.links as object), ...links } } : snapshot.data;
  return withBlocks({ ...snapshot, data }, [...blocksOf(snapshot.data), block], [...snapshot.blockKeys, newBlockKey()]);
}

/** True when `value` holds, at any depth, a chat button leading to link `name`. */
function leadsTo(value: unknown, name: string): boolean {
  if (Array.isArray(value)) return value.some((item) => leadsTo(item, name));
  if (!value || typeof value !== "object") return false;
  return Object.entries(value).some(([key, inner]) => (key === "chat" ? inner === name : leadsTo(inner, name)));
}

/**
 * Replaces the block at `index` (an edit made in its form). A button added to a page without chat links leads to
 * {@link FIRST_LINK_NAME} (see EditorArrayField): the link is declared in the same step, as a new block's is.
 */
export function replaceBlock(snapshot: Snapshot, index: number, block: BlockData): Snapshot {
  const blocks = [...blocksOf(snapshot.data)];
  blocks[index] = block;
  const links = (snapshot.data.links ?? {}) as Record<string, unknown>;
  const declare = Object.keys(links).length === 0 && leadsTo(block, FIRST_LINK_NAME);
  const data = declare ? { ...snapshot.data, links: { [FIRST_LINK_NAME]: firstChatLink() } } : snapshot.data;
  return withBlocks({ ...snapshot, data }, blocks, snapshot.blockKeys);
}

export function removeBlock(snapshot: Snapshot, index: number): Snapshot {
  return withBlocks(
    snapshot,
    blocksOf(snapshot.data).filter((_, at) => at !== index),
    snapshot.blockKeys.filter((_, at) => at !== index),
  );
}

/** Puts a copy of the block at `index` right after it. */
export function duplicateBlock(snapshot: Snapshot, index: number): Snapshot {
  const blocks = [...blocksOf(snapshot.data)];
  const keys = [...snapshot.blockKeys];
  blocks.splice(index + 1, 0, structuredClone(blocks[index]!));
  keys.splice(index + 1, 0, newBlockKey());
  return withBlocks(snapshot, blocks, keys);
}

/** Moves the block at `index` by `by` places (-1 up, 1 down); unchanged at either end. */
export function moveBlock(snapshot: Snapshot, index: number, by: number): Snapshot {
  const blocks = blocksOf(snapshot.data);
  const to = index + by;
  if (to < 0 || to >= blocks.length) return snapshot;
  return withBlocks(snapshot, moved(blocks, index, to), moved(snapshot.blockKeys, index, to));
}
