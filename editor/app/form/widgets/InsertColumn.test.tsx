import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { InsertColumn, withColumn } from "./InsertColumn.tsx";

describe("inserting a collection's column in a template's text", () => {
  it("puts {{row.column}} at the cursor, in place of a selection, or at the end", () => {
    expect(withColumn("Sistema para  em Curitiba", "segmento", 13)).toBe("Sistema para {{row.segmento}} em Curitiba");
    expect(withColumn("Sistema para X", "segmento", 13, 14)).toBe("Sistema para {{row.segmento}}");
    expect(withColumn("Em ", "cidade")).toBe("Em {{row.cidade}}");
  });

  it("offers the columns by name and hands over the text with the chosen one at the field's cursor", () => {
    const field = createRef<HTMLInputElement>();
    const onInsert = vi.fn();
    render(
      <>
        <input ref={field} defaultValue="Loja em " />
        <InsertColumn columns={["slug", "cidade"]} label="Título" field={field} text="Loja em " onInsert={onInsert} />
      </>,
    );
    field.current!.setSelectionRange(8, 8);
    const list = screen.getByRole("combobox", { name: "Inserir coluna da coleção em “Título”" });
    expect([...(list as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      "Inserir coluna…",
      "slug",
      "cidade",
    ]);
    fireEvent.change(list, { target: { value: "cidade" } });
    expect(onInsert).toHaveBeenCalledWith("Loja em {{row.cidade}}", 22);
  });
});
