import { visit } from "jsonc-parser";
import type { LoadProblem } from "./loadProblem.ts";
import { positionOf } from "./position.ts";

/** How many times `char` occurs in `text`. */
function occurrences(text: string, char: string): number {
  let count = 0;
  for (let at = text.indexOf(char); at !== -1; at = text.indexOf(char, at + 1)) count++;
  return count;
}

/**
 * Colons of the text, counting a `\u003a` escape as one: every key is followed by a colon, and every other colon is
 * inside a string. A plain scan, many times faster than finding each key with a pattern.
 */
function colonsWritten(source: string): number {
  return occurrences(source, ":") + (source.match(/\\u003a/gi)?.length ?? 0);
}

/** The parsed value's keys (JSON.parse keeps one per name in each object) plus the colons inside its strings. */
function colonsKept(value: unknown): number {
  if (typeof value === "string") return occurrences(value, ":");
  if (!value || typeof value !== "object") return 0;
  let count = 0;
  if (Array.isArray(value)) for (const item of value) count += colonsKept(item);
  else
    for (const key in value) count += 1 + occurrences(key, ":") + colonsKept((value as Record<string, unknown>)[key]);
  return count;
}

/**
 * A problem for every key written twice in one object, at the second one: JSON.parse keeps the last value, so the
 * first text would be lost without a word. The file has already parsed as JSON (`data`). Every colon of the text is
 * either a key's or inside a string, so when the parsed value holds as many (its keys plus the colons of its strings)
 * as the text writes, no key was dropped and the text is not scanned again; a repeated key always makes the value
 * hold fewer (an escape the count cannot tell apart only sends a file to the full scan).
 */
export function duplicateKeyProblems(file: string, source: string, data: unknown): LoadProblem[] {
  if (colonsWritten(source) === colonsKept(data)) return [];
  const problems: LoadProblem[] = [];
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
        id: "duplicateKey",
        details: { key: JSON.stringify(key), firstLine },
      });
    },
  });
  return problems;
}
