import { parse, type Mapping } from "json-source-map";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";
import { withoutBom } from "../model/pageFileRule.ts";

/** A parsed JSON file that can say where any of its values starts. */
export interface JsonFile {
  file: string;
  data: unknown;
  locate(pointer: string): { line: number; column: number };
}

/** Line and column (1-based) of a character offset, lines ended by "\n" as every check here counts them. */
export function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/**
 * Far larger than any page or site.json (a few KB) or any collection (20,000 rows of a few hundred characters); past
 * it the positioned parser would take too long.
 */
export const MAX_CHARACTERS = { page: 1_000_000, collection: 10_000_000 } as const;

/** "1 milhão", "10 milhões". */
const millions = (count: number) => `${count / 1_000_000} ${count === 1_000_000 ? "milhão" : "milhões"}`;

/** Deeper than any page needs; past it the parser and the checks would run out of stack. */
const MAX_DEPTH = 64;

/** The offset of the bracket that opens nesting level MAX_DEPTH + 1 (strings skipped), or undefined. */
function tooDeepAt(source: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let offset = 0; offset < source.length; offset++) {
    const char = source.charCodeAt(offset);
    if (inString) {
      if (char === 0x5c)
        offset++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > MAX_DEPTH) return offset;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return undefined;
}

/** True when a parsed value nests arrays or objects more than `levels` deep. */
function nestedDeeperThan(value: unknown, levels: number): boolean {
  if (!value || typeof value !== "object") return false;
  if (levels === 0) return true;
  if (Array.isArray(value)) return value.some((item) => nestedDeeperThan(item, levels - 1));
  for (const key in value) if (nestedDeeperThan((value as Record<string, unknown>)[key], levels - 1)) return true;
  return false;
}

/** JSON.parse's value, or undefined when it refuses the text (the caller then finds where). */
function parseOrUndefined(source: string): unknown {
  try {
    return JSON.parse(source) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Finds a pointer's line and column in a file's text, parsed with positions on the first call. Made outside
 * parseJsonFile, so that it holds only `readSource`, never the text parseJsonFile read (see ParseOptions.reread).
 */
function locator(readSource: () => string): JsonFile["locate"] {
  let pointers: Record<string, Mapping> | undefined;
  return (pointer) => {
    pointers ??= parse(readSource()).pointers;
    // Fall back to the nearest ancestor that exists (a missing property is reported on its object).
    let current = pointer;
    let mapping: Mapping | undefined = pointers[current];
    while (!mapping && current !== "") {
      current = current.slice(0, current.lastIndexOf("/"));
      mapping = pointers[current];
    }
    const at = mapping?.key ?? mapping?.value ?? { line: 0, column: 0 };
    return { line: at.line + 1, column: at.column + 1 };
  };
}

const keep = (text: string) => () => text;
const rereadWithoutBom = (reread: () => string) => () => withoutBom(reread());

/** How {@link parseJsonFile} treats a file. */
export interface ParseOptions {
  /** The largest text accepted (default: a page's). */
  maxCharacters?: number;
  /**
   * Reads the text again, for the rare problem that must be located. Without it the parsed file keeps its text: a
   * site's 10,000 page texts held to the end of a validation made most of its garbage collection.
   */
  reread?: () => string;
}

/** Parses `source`; a syntax error becomes a Problem at its line and column. */
export function parseJsonFile(
  file: string,
  text: string,
  { maxCharacters = MAX_CHARACTERS.page, reread }: ParseOptions = {},
): JsonFile | Problem {
  const source = withoutBom(text);
  if (source.length > maxCharacters) {
    return {
      file,
      pointer: "",
      line: 1,
      column: 1,
      ...problemText("fileTooLarge", {
        size: (source.length / 1_000_000).toFixed(1).replace(".", ","),
        limit: millions(maxCharacters),
      }),
    };
  }
  // JSON.parse handles any depth; the checks after it recurse, so a value nested too deep is refused here. The text is
  // scanned for the place only then (or when the engine refuses it), not for every file.
  const parsed = parseOrUndefined(source);
  const deep = parsed !== undefined && !nestedDeeperThan(parsed, MAX_DEPTH) ? undefined : tooDeepAt(source);
  if (deep !== undefined) {
    return {
      file,
      pointer: "",
      ...positionOf(source, deep),
      ...problemText("jsonTooDeep", { limit: MAX_DEPTH }),
    };
  }
  try {
    // The engine's parser reads a valid file several times faster than the positioned one, which runs (once) only
    // when a problem must be located; a file it refuses goes to the positioned parser for the error's place.
    const data: unknown = parsed ?? parse(source).data;
    return { file, data, locate: locator(reread ? rereadWithoutBom(reread) : keep(source)) };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const offset = Number(/position (\d+)/.exec(text)?.[1] ?? source.length);
    const token = /Unexpected token (.+?) in JSON/.exec(text)?.[1];
    return {
      file,
      pointer: "",
      ...positionOf(source, offset),
      ...(token ? problemText("jsonUnexpectedToken", { token }) : problemText("jsonUnexpectedEnd")),
    };
  }
}
