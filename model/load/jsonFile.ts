import { parse, type Mapping } from "json-source-map";
import { withoutBom } from "../pageFileRule.ts";
import { fileProblem, type LoadProblem } from "./loadProblem.ts";
import { positionOf } from "./position.ts";

/** A parsed JSON file that can say where any of its values starts. */
export interface JsonFile {
  file: string;
  data: unknown;
  locate(pointer: string): { line: number; column: number };
}

/**
 * Far larger than any page or site.json (a few KB) or any collection (20,000 rows of a few hundred characters); past
 * it the positioned parser would take too long.
 */
export const MAX_CHARACTERS = { page: 1_000_000, collection: 10_000_000 } as const;

/**
 * The most bytes a text within MAX_CHARACTERS takes in UTF-8 (3 per UTF-16 unit, plus a byte order mark): a file's size
 * is checked against it before the file is read, so a 1 GB file is refused from its size, never read.
 */
export const MAX_BYTES = { page: 3 * MAX_CHARACTERS.page + 3, collection: 3 * MAX_CHARACTERS.collection + 3 } as const;

/** "1 milhão de caracteres", "5,2 milhões de caracteres". */
const millions = (count: number) => {
  const figure = (count / 1_000_000).toLocaleString("pt-BR", { maximumFractionDigits: 1 });
  return `${figure} ${count < 2_000_000 ? "milhão" : "milhões"} de caracteres`;
};

/** Deeper than any page needs; past it the parser and the checks would run out of stack. */
export const MAX_DEPTH = 64;

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
export function nestedDeeperThan(value: unknown, levels: number): boolean {
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

/** The positions of a file's values; none when the text read again no longer parses (it changed on disk). */
function pointersOf(readSource: () => string): Record<string, Mapping> {
  try {
    return parse(readSource()).pointers;
  } catch {
    return {};
  }
}

/**
 * Finds a pointer's line and column in a file's text, parsed with positions on the first call. Made outside
 * parseJsonFile, so that it holds only `readSource`, never the text parseJsonFile read (see ParseOptions.reread).
 */
function locator(readSource: () => string): JsonFile["locate"] {
  let pointers: Record<string, Mapping> | undefined;
  return (pointer) => {
    pointers ??= pointersOf(readSource);
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

/** Parses `source`; a syntax error becomes a problem at its line and column. */
export function parseJsonFile(
  file: string,
  text: string,
  { maxCharacters = MAX_CHARACTERS.page, reread }: ParseOptions = {},
): JsonFile | LoadProblem {
  const source = withoutBom(text);
  if (source.length > maxCharacters)
    return fileProblem(file, "fileTooLarge", { size: millions(source.length), limit: millions(maxCharacters) });
  // JSON.parse handles any depth; the checks after it recurse, so a value nested too deep is refused here. The text is
  // scanned for the place only then (or when the engine refuses it), not for every file.
  const parsed = parseOrUndefined(source);
  const deep = parsed !== undefined && !nestedDeeperThan(parsed, MAX_DEPTH) ? undefined : tooDeepAt(source);
  if (deep !== undefined) {
    return { file, pointer: "", ...positionOf(source, deep), id: "jsonTooDeep", details: { limit: MAX_DEPTH } };
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
    const kind: Pick<LoadProblem, "id" | "details"> = token
      ? { id: "jsonUnexpectedToken", details: { token } }
      : { id: "jsonUnexpectedEnd", details: {} };
    return { file, pointer: "", ...positionOf(source, offset), ...kind };
  }
}
