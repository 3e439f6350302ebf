import { visit } from "jsonc-parser";
import { positionOf } from "./jsonFile.ts";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";

/**
 * A problem for every key written twice in one object, at the second one: JSON.parse keeps the last value, so the
 * first text would be lost without a word. One pass over the text (the file has already parsed as JSON).
 */
export function duplicateKeyProblems(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const open: Array<Map<string, number>> = [];
  visit(source, {
    onObjectBegin: () => void open.push(new Map()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (key, offset, _length, _line, _character, pathSupplier) => {
      const keys = open[open.length - 1];
      if (!keys) return;
      const first = keys.get(key);
      if (first === undefined) {
        keys.set(key, offset);
        return;
      }
      const pointer = [...pathSupplier(), key]
        .map((part) => `/${String(part).replace(/~/g, "~0").replace(/\//g, "~1")}`)
        .join("");
      const firstLine = positionOf(source, first).line;
      problems.push({
        file,
        pointer,
        ...positionOf(source, offset),
        ...problemText("duplicateKey", { key: JSON.stringify(key), firstLine }),
      });
    },
  });
  return problems;
}
