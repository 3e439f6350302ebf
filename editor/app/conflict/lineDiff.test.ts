import { describe, expect, it } from "vitest";
import { lineDiff } from "./lineDiff.ts";

const lines = (count: number, change?: [number, string]) =>
  Array.from({ length: count }, (_, index) => (change && change[0] === index ? change[1] : `linha ${index + 1}`))
    .join("\n")
    .concat("\n");

describe("lineDiff", () => {
  it("is empty for equal versions", () => {
    expect(lineDiff(lines(5), lines(5))).toEqual([]);
  });

  it("marks the disk's line and the editor's line of one change, with three lines of context and their numbers", () => {
    const hunks = lineDiff(lines(20), lines(20, [9, '  "title": "Minha versão",']));
    expect(hunks).toHaveLength(1);
    expect(hunks[0]!.map(({ kind, text }) => `${kind}:${text}`)).toEqual([
      "same:linha 7",
      "same:linha 8",
      "same:linha 9",
      "disk:linha 10",
      'mine:  "title": "Minha versão",',
      "same:linha 11",
      "same:linha 12",
      "same:linha 13",
    ]);
    expect(hunks[0]![3]).toEqual({ kind: "disk", text: "linha 10", diskLine: 10 });
    expect(hunks[0]![4]).toEqual({ kind: "mine", text: '  "title": "Minha versão",', mineLine: 10 });
  });

  it("keeps changes far apart in separate stretches", () => {
    const mine = lines(40, [2, "primeira mudança"]).replace("linha 35\n", "segunda mudança\n");
    expect(lineDiff(lines(40), mine)).toHaveLength(2);
  });

  it("shows every line of a file that exists only in the editor as the editor's", () => {
    const hunks = lineDiff("", '{\n  "title": "Nova"\n}\n');
    expect(hunks.flat().map(({ kind }) => kind)).toEqual(["mine", "mine", "mine"]);
  });
});
