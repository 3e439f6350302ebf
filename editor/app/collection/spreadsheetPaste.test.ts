import { describe, expect, it } from "vitest";
import { t } from "../strings.ts";
import { parseSpreadsheetPaste, tabSeparatedCells } from "./spreadsheetPaste.ts";

describe("reading rows copied from a spreadsheet", () => {
  it("reads tab-separated cells under the header's column names", () => {
    expect(
      parseSpreadsheetPaste("slug\tcidade\tuf\nrestaurantes-londrina\tLondrina\tPR\nlojas-natal\tNatal\tRN"),
    ).toEqual({
      ok: true,
      columns: ["slug", "cidade", "uf"],
      rows: [
        { slug: "restaurantes-londrina", cidade: "Londrina", uf: "PR" },
        { slug: "lojas-natal", cidade: "Natal", uf: "RN" },
      ],
    });
  });

  it("reads Windows line ends and the empty line a spreadsheet copy ends with", () => {
    const pasted = parseSpreadsheetPaste("slug\tcidade\r\na\tSão Paulo\r\nb\tRio\r\n\r\n");
    expect(pasted).toEqual({
      ok: true,
      columns: ["slug", "cidade"],
      rows: [
        { slug: "a", cidade: "São Paulo" },
        { slug: "b", cidade: "Rio" },
      ],
    });
  });

  it("reads quoted cells holding tabs, line breaks (also CRLF) and doubled quotes, as Excel and Google Sheets copy them", () => {
    const text = 'slug\tchamada\r\na\t"Vende mais\r\nem Curitiba"\r\nb\t"Com\ttab e ""aspas"""\r\n';
    expect(parseSpreadsheetPaste(text)).toEqual({
      ok: true,
      columns: ["slug", "chamada"],
      rows: [
        { slug: "a", chamada: "Vende mais\nem Curitiba" },
        { slug: "b", chamada: 'Com\ttab e "aspas"' },
      ],
    });
  });

  it("keeps a quote inside an unquoted cell as it is", () => {
    expect(tabSeparatedCells('a\t5" de tela\n')).toEqual([["a", '5" de tela']]);
  });

  it("skips empty lines between rows, fills missing trailing cells with empty text and trims spaces", () => {
    const pasted = parseSpreadsheetPaste("Slug \t cidade\tuf\n\na\tCuritiba\n \t \nb\tRio\tRJ\n");
    expect(pasted).toEqual({
      ok: true,
      columns: ["slug", "cidade", "uf"],
      rows: [
        { slug: "a", cidade: "Curitiba", uf: "" },
        { slug: "b", cidade: "Rio", uf: "RJ" },
      ],
    });
  });

  it("drops empty trailing columns a selection copied, when no row fills them", () => {
    expect(parseSpreadsheetPaste("slug\tcidade\t\t\na\tCuritiba\t\t\n")).toEqual({
      ok: true,
      columns: ["slug", "cidade"],
      rows: [{ slug: "a", cidade: "Curitiba" }],
    });
  });

  it("makes the slug column from the first column's texts when there is none, and column names a collection accepts", () => {
    expect(parseSpreadsheetPaste("Segmento\tCidade atendida\nLojas de Roupas\tSão José\n")).toEqual({
      ok: true,
      columns: ["slug", "segmento", "cidade_atendida"],
      rows: [{ slug: "lojas-de-roupas", segmento: "Lojas de Roupas", cidade_atendida: "São José" }],
    });
  });

  it("refuses text with no data row, a column named twice or unnamed, and a row longer than the header", () => {
    expect(parseSpreadsheetPaste("slug\tcidade\r\n")).toEqual({ ok: false, error: t.pasteNothing });
    expect(parseSpreadsheetPaste("")).toEqual({ ok: false, error: t.pasteNothing });
    expect(parseSpreadsheetPaste("slug\tcidade\tcidade\na\tb\tc")).toEqual({
      ok: false,
      error: t.pasteColumnTwice("cidade"),
    });
    expect(parseSpreadsheetPaste("slug\t\tuf\na\tb\tc")).toEqual({ ok: false, error: t.pasteUnnamedColumn(2) });
    expect(parseSpreadsheetPaste("slug\tuf\na\tPR\nb\tRJ\textra")).toEqual({
      ok: false,
      error: t.pasteRowTooLong(2),
    });
  });
});
