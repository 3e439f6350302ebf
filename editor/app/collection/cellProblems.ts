import type { Problem } from "../../shared/api.ts";

/** A collection's problems by where the table shows them. */
export interface CellProblems {
  /** By `<row index>/<column>`: a cell's own problems (`/rows/<i>/<campo>`). */
  cells: Map<string, Problem[]>;
  /** By row index: problems of a whole row (`/rows/<i>`, e.g. a field the template uses that it lacks). */
  rows: Map<number, Problem[]>;
  /** Everything else (the template's name, the file as a whole). */
  others: Problem[];
}

/** The key of a cell in {@link CellProblems.cells}. */
export const cellKey = (row: number, column: string) => `${row}/${column}`;

const ROW_POINTER = /^\/rows\/(\d+)(?:\/(.+))?$/;
const unescape = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

function push<K>(map: Map<K, Problem[]>, key: K, problem: Problem): void {
  map.set(key, [...(map.get(key) ?? []), problem]);
}

/** Places the validator's problems of a collection file on its table's cells and rows (by their JSON pointers). */
export function cellProblems(problems: Problem[]): CellProblems {
  const placed: CellProblems = { cells: new Map(), rows: new Map(), others: [] };
  for (const problem of problems) {
    const match = ROW_POINTER.exec(problem.pointer);
    if (!match) placed.others.push(problem);
    else if (match[2] === undefined) push(placed.rows, Number(match[1]), problem);
    else push(placed.cells, cellKey(Number(match[1]), unescape(match[2].split("/")[0]!)), problem);
  }
  return placed;
}
