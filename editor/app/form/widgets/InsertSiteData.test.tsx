import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { InsertSiteData } from "./InsertSiteData.tsx";
import { toggledEmphasis, withPiece } from "./textEdits.ts";

describe("the tools beside a text field", () => {
  it("put a piece of site data at the cursor, in place of a selection, or at the end", () => {
    expect(withPiece("Sistema para  em Curitiba", "[Coluna: segmento]", 13)).toEqual({
      text: "Sistema para [Coluna: segmento] em Curitiba",
      start: 31,
      end: 31,
    });
    expect(withPiece("Sistema para X", "[Nome da marca]", 13, 14).text).toBe("Sistema para [Nome da marca]");
    expect(withPiece("Em ", "[Coluna: cidade]").text).toBe("Em [Coluna: cidade]");
  });

  it("put the selected words in emphasis, and take them out of it on a second press", () => {
    const on = toggledEmphasis("Gestão sem planilhas", 7, 20);
    expect(on).toEqual({ text: "Gestão *sem planilhas*", start: 8, end: 21 });
    expect(toggledEmphasis(on.text, on.start, on.end).text).toBe("Gestão sem planilhas");
    expect(toggledEmphasis("Gestão *sem*", 7, 12).text).toBe("Gestão sem");
    expect(toggledEmphasis("Gestão", 3, 3).text).toBe("Gestão");
  });

  it("offer a collection's columns by name (not the address's end) and the site's data by label", () => {
    const onPick = vi.fn();
    render(<InsertSiteData columns={["slug", "cidade"]} label="Título" onPick={onPick} />);
    const menu = screen.getByRole("combobox", { name: "Inserir dado do site em “Título”" });
    const options = [...(menu as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options.slice(0, 3)).toEqual(["Inserir dado do site…", "Coluna: cidade", "Nome da marca"]);
    expect(options.join(" ")).not.toMatch(/slug|\{\{/);
    fireEvent.change(menu, { target: { value: "[Coluna: cidade]" } });
    expect(onPick).toHaveBeenCalledWith("[Coluna: cidade]");
  });
});
