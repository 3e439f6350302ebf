import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RowActions } from "./RowMenu.tsx";

describe("a row's commands behind one menu", () => {
  it("opens on its button with every command whole, runs the one chosen and closes; Escape closes it back to its button", () => {
    const duplicate = vi.fn();
    render(
      <RowActions
        menuName="Ações da página “Preços”"
        menuLabel="Ações"
        actions={[
          { label: "Abrir", name: "Abrir “Preços”", onClick: vi.fn(), kind: "primary" },
          { label: "Duplicar", name: "Duplicar “Preços”", onClick: duplicate },
          {
            label: "Excluir",
            name: "Excluir “Preços”",
            onClick: vi.fn(),
            disabled: true,
            title: "Não pode ser excluída.",
          },
        ]}
      />,
    );
    const toggle = screen.getByRole("button", { name: "Ações da página “Preços”" });
    expect(screen.queryByRole("menu")).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Abrir", "Duplicar", "Excluir"]);
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Abrir" }));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole("menuitem", { name: "Duplicar" }));
    expect(duplicate).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).toBeNull();
    // Side by side (where the screen has room), each command names its row.
    expect(screen.getByRole("button", { name: "Duplicar “Preços”" }).textContent).toBe("Duplicar");
  });
});
