import { visit } from "jsonc-parser";
import { positionOf } from "./jsonFile.ts";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";

/** Every string of a JSON text followed by a colon is a key: the number of keys written, in one pass of the engine's regex. */
function keysWritten(source: string): number {
  let count = 0;
  for (const _key of source.matchAll(/"(?:[^"\\]|\\.)*"(?=\s*:)/g)) count++;
  return count;
}

/** The number of keys the parsed value holds (JSON.parse keeps one per name in each object). */
function keysKept(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + keysKept(item), 0);
  if (!value || typeof value !== "object") return 0;
  return Object.values(value).reduce((sum: number, child) => sum + 1 + keysKept(child), 0);
}

/**
 * A problem for every key written twice in one object, at the second one: JSON.parse keeps the last value, so the
 * first text would be lost without a word. The file has already parsed as JSON (`data`): when it holds as many keys as
 * the text writes, none is repeated and the text is not scanned again.
 */
export function duplicateKeyProblems(file: string, source: string, data: unknown): Problem[] {
  if (keysWritten(source) === keysKept(data)) return [];
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
