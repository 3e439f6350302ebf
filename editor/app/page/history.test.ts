import { USUAL_MESSAGE } from "./newChatLink.ts";
import { describe, expect, it } from "vitest";
import { addBlock, duplicateBlock, moveBlock, openedSnapshot, removeBlock, replaceBlock } from "./blockOps.ts";
import { MERGE_WINDOW_MS, record, redo, startHistory, undo } from "./history.ts";

const blocksOfTypes = (snapshot: { data: Record<string, unknown> }) =>
  (snapshot.data.blocks as Array<{ type: string }>).map((block) => block.type);

const page = () => ({
  route: "/x",
  blocks: [
    { type: "banner", title: "A" },
    { type: "faq", items: [] },
  ],
});

describe("block operations", () => {
  it("move, duplicate, add and remove blocks together with their keys", () => {
    const opened = openedSnapshot(page());
    const [a, b] = opened.blockKeys;
    const moved = moveBlock(opened, 0, 1);
    expect(moved.data.blocks).toEqual([page().blocks[1], page().blocks[0]]);
    expect(moved.blockKeys).toEqual([b, a]);
    expect(moveBlock(moved, 1, 1)).toBe(moved);
    const copied = duplicateBlock(opened, 0);
    expect(copied.data.blocks).toEqual([page().blocks[0], page().blocks[0], page().blocks[1]]);
    expect(new Set(copied.blockKeys).size).toBe(3);
    expect(addBlock(opened, { type: "steps" }).data.blocks).toHaveLength(3);
    expect(removeBlock(opened, 0)).toEqual({ data: { route: "/x", blocks: [page().blocks[1]] }, blockKeys: [b] });
    expect(opened.data).toEqual(page());
  });

  it("declares the page's first chat link when a button added to a page without links leads to it", () => {
    const opened = openedSnapshot(page());
    const button = { type: "banner", title: "A", actions: [{ label: "", chat: "contato" }] };
    const changed = replaceBlock(opened, 0, button);
    expect(changed.data.links).toEqual({ contato: { message: USUAL_MESSAGE } });
    expect((changed.data.blocks as unknown[])[0]).toEqual(button);
    // A page that has links keeps them as they are.
    const linked = openedSnapshot({ ...page(), links: { promo: { message: "Oi" } } });
    expect(replaceBlock(linked, 0, button).data.links).toEqual({ promo: { message: "Oi" } });
  });
});

describe("history", () => {
  it("undoes and redoes edits in order, and a new edit drops what was undone", () => {
    const opened = openedSnapshot(page());
    let history = startHistory(opened);
    const first = replaceBlock(opened, 0, { type: "banner", title: "B" });
    history = record(history, first, "campo-a", 0);
    const second = removeBlock(first, 1);
    history = record(history, second, undefined, 10);
    expect(undo(history).present).toBe(first);
    expect(undo(undo(history)).present).toBe(opened);
    expect(redo(undo(undo(history))).present).toBe(first);
    const other = moveBlock(first, 0, 1);
    expect(record(undo(history), other, undefined, 20).future).toEqual([]);
  });

  it("undoes a block dragged several places as one step, and a block added with its new chat link as one step", () => {
    const opened = openedSnapshot({ ...page(), blocks: [...page().blocks, { type: "steps", items: [] }] });
    const [a, b, c] = opened.blockKeys;
    // Dropped above the first block: the last block moves two places up at once.
    const dragged = moveBlock(opened, 2, -2);
    expect(dragged.blockKeys).toEqual([c, a, b]);
    expect(blocksOfTypes(dragged)).toEqual(["steps", "banner", "faq"]);
    let history = record(startHistory(opened), dragged, undefined, 0);
    expect(undo(history).present).toBe(opened);
    expect(redo(undo(history)).present).toBe(dragged);
    const added = addBlock(
      dragged,
      { type: "chatCta", actions: [{ label: "", chat: "contato" }] },
      {
        contato: { message: "" },
      },
    );
    expect(added.data.links).toEqual({ contato: { message: "" } });
    history = record(history, added, undefined, 10);
    expect(undo(history).present).toBe(dragged);
    expect(undo(history).present.data.links).toBeUndefined();
  });

  it("merges keystrokes in one field into one step, but not after a pause or in another field", () => {
    const opened = openedSnapshot(page());
    const typed = (title: string) => replaceBlock(opened, 0, { type: "banner", title });
    let history = record(startHistory(opened), typed("A1"), "campo-a", 0);
    history = record(history, typed("A12"), "campo-a", 100);
    expect(undo(history).present).toBe(opened);
    history = record(history, typed("A123"), "campo-a", 100 + MERGE_WINDOW_MS);
    expect(undo(history).present.data).toEqual(typed("A12").data);
    history = record(history, typed("x"), "campo-b", 100 + MERGE_WINDOW_MS + 1);
    expect(undo(history).present.data).toEqual(typed("A123").data);
  });
});
