import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MissingColumns } from "./MissingColumns.tsx";

describe("the columns the template uses and the table lacks", () => {
  it("are each said with a button that adds them", () => {
    const onAdd = vi.fn();
    render(<MissingColumns missing={["preco"]} onAdd={onAdd} />);
    expect(screen.getByRole("list", { name: "Colunas que o modelo usa e a tabela não tem" }).textContent).toContain(
      "Os textos da página modelo usam a coluna “preco”, que as linhas não têm",
    );
    fireEvent.click(screen.getByRole("button", { name: "Adicionar a coluna “preco”" }));
    expect(onAdd).toHaveBeenCalledWith("preco");
  });

  it("say nothing when the table has every column", () => {
    const { container } = render(<MissingColumns missing={[]} onAdd={() => {}} />);
    expect(container.textContent).toBe("");
  });
});
