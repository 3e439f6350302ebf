/**
 * Rows copied from a spreadsheet (Excel, Google Sheets, LibreOffice): tab-separated text whose first line names the
 * columns. A cell holding a tab, a line break or a quote comes quoted ("…", with "" for a quote), as those programs
 * copy it; line ends may be Windows' (CRLF).
 */
import { t } from "../strings.ts";
import { slugify } from "../../shared/slug.ts";

/** A row of a collection: the slug and the other columns, all text. */
export type Row = Record<string, string>;

/** The pasted table, or why it cannot be used (in pt-BR). */
export type PastedRows = { ok: true; columns: string[]; rows: Row[] } | { ok: false; error: string };

/** The column every row needs: the end of its page's address. */
export const SLUG = "slug";

/** The text's lines of cells, quotes resolved; line breaks inside a quoted cell stay in it (as \n). */
export function tabSeparatedCells(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = "";
  let at = 0;
  const endCell = () => {
    line.push(cell);
    cell = "";
  };
  const endLine = () => {
    endCell();
    lines.push(line);
    line = [];
  };
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"' && cell === "") {
      // A quoted cell: up to the quote that is not doubled.
      at += 1;
      while (at < text.length) {
        if (text[at] === '"' && text[at + 1] === '"') {
          cell += '"';
          at += 2;
        } else if (text[at] === '"') {
          at += 1;
          break;
        } else if (text[at] === "\r") {
          cell += "\n";
          at += text[at + 1] === "\n" ? 2 : 1;
        } else cell += text[at++];
      }
      continue;
    }
    if (char === "\t") endCell();
    else if (char === "\r" || char === "\n") {
      endLine();
      if (char === "\r" && text[at + 1] === "\n") at += 1;
    } else cell += char;
    at += 1;
  }
  if (cell !== "" || line.length > 0) endLine();
  return lines;
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === "");

/** A collection's column name (letters without accents, digits, `_`, starting with a letter) for a header's text. */
export function columnKey(header: string): string {
  const key = slugify(header, 40).replace(/-/g, "_");
  return /^[a-z]/.test(key) ? key : key ? `c_${key}`.slice(0, 40) : "";
}

/**
 * Reads pasted spreadsheet text into rows keyed by the first line's column names, as a collection names them
 * ("Cidade atendida" → cidade_atendida; "Slug" is the slug column). Without a slug column, one is made from the first
 * column's texts ("Lojas de Roupas" → lojas-de-roupas), so that a spreadsheet of names becomes pages at once. Empty
 * lines are skipped; a row shorter than the header gets empty cells. Refused: nothing to paste, a column named twice
 * or unnamed, a row longer than the header.
 */
export function parseSpreadsheetPaste(text: string): PastedRows {
  const lines = tabSeparatedCells(text).filter((cells) => !isBlank(cells));
  const [header, ...body] = lines;
  if (!header || body.length === 0) return { ok: false, error: t.pasteNothing };
  const named = header.map((name) => name.trim());
  // Spreadsheets copy a selection's empty trailing columns too: drop them when no row fills them either.
  let width = named.length;
  while (width > 0 && named[width - 1] === "" && body.every((cells) => (cells[width - 1] ?? "").trim() === "")) width--;
  const columns = named.slice(0, width).map(columnKey);
  if (columns.includes("")) return { ok: false, error: t.pasteUnnamedColumn(columns.indexOf("") + 1) };
  const twice = columns.find((name, index) => columns.indexOf(name) !== index);
  if (twice !== undefined) return { ok: false, error: t.pasteColumnTwice(twice) };
  const long = body.findIndex((cells) => cells.slice(width).some((cell) => cell.trim() !== ""));
  if (long >= 0) return { ok: false, error: t.pasteRowTooLong(long + 1) };
  const rows = body.map((cells) =>
    Object.fromEntries(columns.map((column, index) => [column, (cells[index] ?? "").trim()])),
  );
  if (columns.includes(SLUG)) return { ok: true, columns, rows };
  const named0 = columns[0]!;
  return {
    ok: true,
    columns: [SLUG, ...columns],
    rows: rows.map((row) => ({ [SLUG]: slugify(row[named0] ?? "", 100), ...row })),
  };
}
