import { useCallback } from "react";
import type { ChatLink } from "../../../schema/generated/page.ts";
import { useAnnounce } from "../Announcer.tsx";
import { t } from "../strings.ts";
import { addBlock, duplicateBlock, moveBlock, removeBlock, replaceBlock, type BlockData } from "./blockOps.ts";
import type { Snapshot } from "./history.ts";

/** Applies a change to the page; changes with the same tag in quick succession are undone together. */
export type Edit = (change: (snapshot: Snapshot) => Snapshot, tag?: string) => void;

/**
 * The changes the page's forms and block list make, as edits of the page. Typing in one field is one undo step
 * (tagged by field); what changes the page's outline (a block moved, removed or added) is announced, since a
 * screen-reader user does not see it happen; the block by its pt-BR name (`nameOf` its type).
 */
export function usePageEdits(edit: Edit, blocks: BlockData[], nameOf: (type: string) => string = (type) => type) {
  const announce = useAnnounce();
  const changeFields = useCallback(
    (value: Record<string, unknown>, fieldId?: string) =>
      edit((snapshot) => ({ ...snapshot, data: { ...value, blocks: snapshot.data.blocks } }), `pagina:${fieldId}`),
    [edit],
  );
  const changeBlock = useCallback(
    (index: number, block: BlockData, fieldId?: string) =>
      edit((snapshot) => replaceBlock(snapshot, index, block), `bloco-${index}:${fieldId}`),
    [edit],
  );
  const move = useCallback(
    (index: number, by: number) => {
      edit((snapshot) => moveBlock(snapshot, index, by));
      const type = nameOf(String(blocks[index]?.type));
      if (index + by >= 0 && index + by < blocks.length) announce(t.blockMoved(type, index + by + 1));
    },
    [edit, blocks, announce, nameOf],
  );
  const duplicate = useCallback((index: number) => edit((snapshot) => duplicateBlock(snapshot, index)), [edit]);
  const remove = useCallback(
    (index: number) => {
      edit((snapshot) => removeBlock(snapshot, index));
      announce(t.blockRemoved(nameOf(String(blocks[index]?.type))));
    },
    [edit, blocks, announce, nameOf],
  );
  const add = useCallback(
    (block: BlockData, links: Record<string, ChatLink> = {}) => {
      edit((snapshot) => addBlock(snapshot, block, links));
      announce(t.blockAdded(nameOf(String(block.type))));
    },
    [edit, announce, nameOf],
  );
  return { changeFields, changeBlock, move, duplicate, remove, add };
}
