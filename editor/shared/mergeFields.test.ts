// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameValue } from "./jsonValues.ts";
import { mergeFields } from "./mergeFields.ts";

const ROOT = join(import.meta.dirname, "../..");
type Doc = Record<string, unknown> & { blocks: Array<Record<string, unknown>> };
const page = (name: string): Doc =>
  JSON.parse(
    readFileSync(join(ROOT, name === "preco" ? "tests/fixtures/editing" : "site.config/pages", `${name}.json`), "utf8"),
  );
const plans = (doc: Doc) => doc.blocks[1]!.plans as Array<Record<string, unknown>>;

describe("mergeFields on a real page", () => {
  it("keeps both when the two sides changed different fields of the same block", () => {
    const mine = page("preco");
    const theirs = page("preco");
    plans(mine)[1]!.price = 59.9;
    plans(theirs)[1]!.name = "ERP Transporte";
    const { merged, conflicts } = mergeFields(page("preco"), mine, theirs);
    expect(conflicts).toEqual([]);
    const expected = page("preco");
    plans(expected)[1]!.price = 59.9;
    plans(expected)[1]!.name = "ERP Transporte";
    expect(merged).toEqual(expected);
  });

  it("lists a field both changed differently, keeps mine until told, and takes theirs when chosen", () => {
    const mine = page("preco");
    const theirs = page("preco");
    plans(mine)[1]!.price = 59.9;
    plans(theirs)[1]!.price = 54.9;
    theirs.title = "Outro título";
    const first = mergeFields(page("preco"), mine, theirs);
    expect(first.conflicts).toEqual([
      {
        key: "blocks/1/plans/1/price",
        path: ["blocks", 1, "plans", 1, "price"],
        base: 49.99,
        mine: 59.9,
        theirs: 54.9,
      },
    ]);
    expect(plans(first.merged as Doc)[1]!.price).toBe(59.9);
    expect(first.merged.title).toBe("Outro título");
    const chosen = mergeFields(page("preco"), mine, theirs, { "blocks/1/plans/1/price": "theirs" });
    expect(plans(chosen.merged as Doc)[1]!.price).toBe(54.9);
  });

  it("keeps a block added on one side and a field changed in a later block on the other", () => {
    const base = page("preco");
    const mine = page("preco");
    const theirs = page("preco");
    const cards = page("contatos").blocks[1]!;
    mine.blocks.splice(1, 0, cards);
    const faq = theirs.blocks[4]!.items as Array<Record<string, unknown>>;
    faq[0]!.answer = "Sim, por 30 dias.";
    const { merged, conflicts } = mergeFields(base, mine, theirs);
    expect(conflicts).toEqual([]);
    const blocks = (merged as Doc).blocks;
    expect(blocks.map((block) => block.type)).toEqual(["banner", "cardGrid", "plans", "chatCta", "carousel", "faq"]);
    expect((blocks[5]!.items as Array<Record<string, unknown>>)[0]!.answer).toBe("Sim, por 30 dias.");
  });

  it("edits the block the other side edited even when a block of the same type was added before it", () => {
    const base = page("preco");
    const mine = page("preco");
    const theirs = page("preco");
    // Mine adds a second plans block at the top; theirs changes the plans block that was there.
    mine.blocks.unshift({ type: "plans", plans: [{ name: "Novo", benefits: ["Um"] }] });
    plans(theirs)[0]!.price = 39.9;
    const { merged, conflicts } = mergeFields(base, mine, theirs);
    expect(conflicts).toEqual([]);
    const blocks = (merged as Doc).blocks;
    expect(blocks[0]).toEqual({ type: "plans", plans: [{ name: "Novo", benefits: ["Um"] }] });
    expect((blocks[2]!.plans as Array<Record<string, unknown>>)[0]!.price).toBe(39.9);
  });

  it("calls a block removed on one side and changed on the other a conflict", () => {
    const mine = page("preco");
    const theirs = page("preco");
    mine.blocks.splice(4, 1);
    (theirs.blocks[4]!.items as Array<Record<string, unknown>>)[0]!.answer = "Sim.";
    const { merged, conflicts } = mergeFields(page("preco"), mine, theirs);
    expect(conflicts.map((conflict) => [conflict.key, conflict.mine])).toEqual([["blocks/4", undefined]]);
    expect((merged as Doc).blocks).toHaveLength(4);
    const kept = mergeFields(page("preco"), mine, theirs, { "blocks/4": "theirs" });
    expect((kept.merged as Doc).blocks[4]).toEqual(theirs.blocks[4]);
  });

  it("moves a block as one side moved it, with the other side's edit in it", () => {
    const mine = page("preco");
    const theirs = page("preco");
    mine.blocks.push(mine.blocks.shift()!);
    theirs.blocks[0]!.title = "Novo título do banner";
    const { merged, conflicts } = mergeFields(page("preco"), mine, theirs);
    expect(conflicts).toEqual([]);
    const blocks = (merged as Doc).blocks;
    expect(blocks.map((block) => block.type)).toEqual(["plans", "chatCta", "carousel", "faq", "banner"]);
    expect(blocks[4]!.title).toBe("Novo título do banner");
  });
});

/** A small page: a title and blocks of two types with a few fields and a list of texts. */
const blockArb = fc.record({
  type: fc.constantFrom("faq", "plans"),
  title: fc.string({ maxLength: 6 }),
  text: fc.string({ maxLength: 6 }),
  items: fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
});
const docArb = fc.record({ title: fc.string({ maxLength: 6 }), blocks: fc.array(blockArb, { maxLength: 5 }) });

/** Edits that touch only `field` of some blocks, leaving the list itself alone. */
function editField(
  doc: { blocks: Array<Record<string, unknown>> },
  field: "title" | "text",
  edits: Array<[number, string]>,
) {
  const copy = structuredClone(doc);
  for (const [at, value] of edits) if (copy.blocks.length) copy.blocks[at % copy.blocks.length]![field] = value;
  return copy;
}
/** Whether a block of `side` that differs from its old self equals another old block: an edit that reads as a move. */
const looksMoved = (base: { blocks: unknown[] }, side: { blocks: unknown[] }) =>
  side.blocks.some(
    (block, i) => !sameValue(block, base.blocks[i]) && base.blocks.some((old, j) => j !== i && sameValue(block, old)),
  );
const editsArb = fc.array(fc.tuple(fc.nat(), fc.string({ maxLength: 6 })), { maxLength: 4 });

describe("mergeFields, for any document", () => {
  it("takes the other side whole when one side changed nothing, and has nothing to choose", () => {
    fc.assert(
      fc.property(docArb, docArb, (base, other) => {
        expect(mergeFields(base, base, other)).toEqual({ merged: other, conflicts: [] });
        expect(mergeFields(base, other, base)).toEqual({ merged: other, conflicts: [] });
        expect(mergeFields(base, other, other)).toEqual({ merged: other, conflicts: [] });
      }),
    );
  });

  it("keeps both sides' edits when they touched different fields", () => {
    fc.assert(
      fc.property(docArb, editsArb, editsArb, fc.string({ maxLength: 6 }), (base, titles, texts, pageTitle) => {
        const mine = editField(base, "title", titles);
        const theirs = { ...editField(base, "text", texts), title: pageTitle };
        const { merged, conflicts } = mergeFields(base, mine, theirs);
        expect(conflicts).toEqual([]);
        expect(merged).toEqual({
          title: pageTitle,
          blocks: base.blocks.map((block, i) => ({
            ...block,
            title: mine.blocks[i]!.title,
            text: theirs.blocks[i]!.text,
          })),
        });
      }),
    );
  });

  it("keeps a block added on one side beside field edits on the other, every other block in its order", () => {
    fc.assert(
      fc.property(docArb, blockArb, fc.nat(), editsArb, (base, added, at, texts) => {
        // A block equal to one already there could be told apart from it by no one.
        fc.pre(!base.blocks.some((block) => sameValue(block, added)));
        const mine = structuredClone(base);
        const position = at % (base.blocks.length + 1);
        mine.blocks.splice(position, 0, added);
        const theirs = editField(base, "text", texts);
        const { merged, conflicts } = mergeFields(base, mine, theirs);
        expect(conflicts).toEqual([]);
        const expected = structuredClone(theirs.blocks);
        expected.splice(position, 0, added);
        expect((merged as typeof base).blocks).toEqual(expected);
      }),
    );
  });

  it("with every conflict given to mine, keeps whatever mine changed", () => {
    fc.assert(
      fc.property(docArb, editsArb, editsArb, (base, a, b) => {
        const mine = editField(base, "title", a);
        const theirs = editField(base, "title", b);
        // A side that gives a block exactly another block's old content reads as a move, as well as an edit:
        // the merge takes it as the move, so what "mine changed" has two answers. Such cases are left out.
        fc.pre(!looksMoved(base, mine) && !looksMoved(base, theirs));
        const first = mergeFields(base, mine, theirs);
        const choices = Object.fromEntries(first.conflicts.map((conflict) => [conflict.key, "mine" as const]));
        const { merged } = mergeFields(base, mine, theirs, choices);
        (merged as typeof base).blocks.forEach((block, i) => {
          if (mine.blocks[i]!.title !== base.blocks[i]!.title) expect(block.title).toBe(mine.blocks[i]!.title);
          else expect(block.title).toBe(theirs.blocks[i]!.title);
        });
      }),
    );
  });

  it("merges any three JSON objects, and a side that changed alone always wins its field", () => {
    const json = fc.dictionary(fc.constantFrom("a", "b", "type", "c"), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 });
    fc.assert(
      fc.property(json, json, json, (base, mine, theirs) => {
        const { merged, conflicts } = mergeFields(base, mine, theirs);
        for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
          if (conflicts.some((conflict) => conflict.path[0] === key)) continue;
          if (sameValue(base[key], mine[key])) expect(merged[key]).toEqual(theirs[key]);
          else if (sameValue(base[key], theirs[key])) expect(merged[key]).toEqual(mine[key]);
        }
      }),
    );
  });
});
