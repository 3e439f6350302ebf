import { parse, type Mapping } from "json-source-map";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";

/** A parsed JSON file that can say where any of its values starts. */
export interface JsonFile {
  file: string;
  data: unknown;
  locate(pointer: string): { line: number; column: number };
}

/** Line and column (1-based) of a character offset. */
function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Parses `source`; a syntax error becomes a Problem at its line and column. */
export function parseJsonFile(file: string, source: string): JsonFile | Problem {
  try {
    const { data, pointers } = parse(source);
    return {
      file,
      data,
      locate(pointer: string) {
        // Fall back to the nearest ancestor that exists (a missing property is reported on its object).
        let current = pointer;
        let mapping: Mapping | undefined = pointers[current];
        while (!mapping && current !== "") {
          current = current.slice(0, current.lastIndexOf("/"));
          mapping = pointers[current];
        }
        const at = mapping?.key ?? mapping?.value ?? { line: 0, column: 0 };
        return { line: at.line + 1, column: at.column + 1 };
      },
    };
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
