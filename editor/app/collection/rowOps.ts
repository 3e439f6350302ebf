/** The edits a collection's table makes to the collection's data (`{ page, rows }`), each returning new data. */
import { SLUG, type Row } from "./spreadsheetPaste.ts";

type Data = Record<string, unknown>;

const isRow = (value: unknown): value is Row => !!value && typeof value === "object" && !Array.isArray(value);

/** The rows of a collection's data (none when it has no list). */
export function rowsOf(data: Data): Row[] {
  return Array.isArray(data.rows) ? data.rows.filter(isRow) : [];
}

/** The table's columns: slug first, then every other field in the order the rows first use it. */
export function columnsOf(rows: Row[]): string[] {
  const columns = new Set<string>([SLUG]);
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

const withRows = (data: Data, rows: Row[]): Data => ({ ...data, rows });

/** One cell changed. */
export function setCell(data: Data, index: number, column: string, value: string): Data {
  return withRows(
    data,
    rowsOf(data).map((row, at) => (at === index ? { ...row, [column]: value } : row)),
  );
}

/** A new row at the end with every column empty (the marketer fills the slug first). */
export function addRow(data: Data): Data {
  const rows = rowsOf(data);
  return withRows(data, [...rows, Object.fromEntries(columnsOf(rows).map((column) => [column, ""]))]);
}

export function removeRow(data: Data, index: number): Data {
  return withRows(
    data,
    rowsOf(data).filter((_row, at) => at !== index),
  );
}

/** A new column, empty in every row. */
export function addColumn(data: Data, column: string): Data {
  return withRows(
    data,
    rowsOf(data).map((row) => ({ ...row, [column]: "" })),
  );
}

/**
 * Pasted rows after the table's (or in place of them): each row gets every column of the table and of the paste,
 * empty where it has no value, so that the table stays rectangular.
 */
export function pasteRows(data: Data, pasted: Row[], replace: boolean): Data {
  const rows = replace ? pasted : [...rowsOf(data), ...pasted];
  const columns = columnsOf(rows);
  return withRows(
    data,
    rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? ""]))),
  );
}
