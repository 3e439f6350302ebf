import { fireEvent, render, screen, within } from "@testing-library/react";
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it, vi } from "vitest";
import defs from "../../../../schema/defs.schema.json";
import { DEFINITION_KEY } from "../../../shared/definitionName.ts";
import { EditorResourcesProvider } from "../EditorContext.tsx";
import { SchemaForm } from "../SchemaForm.tsx";

/** A card with the site's icon definition, as the dev server hands it to the form (the `$ref` resolved). */
const icon = {
  ...defs.definitions.icon,
  [DEFINITION_KEY]: "IconName",
  title: "Ícone do cartão",
  description: "Ícone.",
};
const schema = { type: "object", properties: { icon } } as RJSFSchema;

function renderForm(value: Record<string, unknown>) {
  const onChange = vi.fn();
  render(
    <EditorResourcesProvider value={{ links: {}, routes: [], images: [], addLink: vi.fn() }}>
      <SchemaForm idPrefix="c" basePath={["blocks", 1, "cards", 0]} schema={schema} value={value} onChange={onChange} />
    </EditorResourcesProvider>,
  );
  const button = screen.getByRole("button", { name: /^Ícone do cartão/ });
  return { onChange, button };
}

const grid = () => screen.getByRole("listbox", { name: "Ícones disponíveis" });

describe("IconField", () => {
  it("shows the chosen icon's picture from the site's sprite and its pt-BR name", () => {
    const { button } = renderForm({ icon: "shopping-cart" });
    expect(button.querySelector("use")?.getAttribute("href")).toMatch(/#shopping-cart$/);
    expect(button.getAttribute("aria-describedby")).toContain("c_icon__current");
    expect(document.getElementById("c_icon__current")?.textContent).toBe("Carrinho de compras");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens a grid of every icon, each named in pt-BR, with the chosen one selected", () => {
    const { button } = renderForm({ icon: "wallet" });
    fireEvent.click(button);
    const options = within(grid()).getAllByRole("option");
    expect(options).toHaveLength(defs.definitions.icon.enum.length);
    expect(options.every((option) => option.querySelector("use") && option.textContent)).toBe(true);
    expect(within(grid()).getByRole("option", { selected: true }).textContent).toBe("Carteira");
    expect(screen.getByRole("searchbox", { name: "Buscar ícone" })).toBe(document.activeElement);
  });

  it("finds icons by the start of pt-BR words, without accents, and of the file name", () => {
    const { button } = renderForm({});
    fireEvent.click(button);
    const search = screen.getByRole("searchbox", { name: "Buscar ícone" });
    const names = () =>
      within(grid())
        .queryAllByRole("option")
        .map((option) => option.textContent);
    fireEvent.change(search, { target: { value: "cifrao" } });
    expect(names()).toEqual(["Cifrão (dinheiro)"]);
    fireEvent.change(search, { target: { value: "grafico" } });
    expect(names()).toEqual(["Gráfico de colunas", "Gráfico de linha"]);
    fireEvent.change(search, { target: { value: "shopping" } });
    expect(names()).toEqual(["Carrinho de compras"]);
    fireEvent.change(search, { target: { value: "cart compras" } });
    expect(names()).toEqual(["Carrinho de compras"]);
    // Words are found by their start: "gr" is "Gráfico", not the middle of "Engrenagem".
    fireEvent.change(search, { target: { value: "gr" } });
    expect(names()).toEqual(["Gráfico de colunas", "Gráfico de linha", "Capelo (curso, formatura)"]);
    fireEvent.change(search, { target: { value: "xyz" } });
    expect(names()).toEqual([]);
    expect(screen.getByText("Nenhum ícone encontrado.")).toBeTruthy();
  });

  it("chooses with the keyboard: Enter on the only icon found, or arrows and Enter in the grid", () => {
    const { button, onChange } = renderForm({});
    fireEvent.click(button);
    const search = screen.getByRole("searchbox", { name: "Buscar ícone" });
    fireEvent.change(search, { target: { value: "carrinho" } });
    fireEvent.keyDown(search, { key: "Enter" });
    expect(onChange.mock.lastCall?.[0]).toEqual({ icon: "shopping-cart" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    const again = screen.getByRole("searchbox", { name: "Buscar ícone" });
    fireEvent.change(again, { target: { value: "gráfico" } });
    fireEvent.keyDown(again, { key: "ArrowDown" });
    const first = within(grid()).getAllByRole("option")[0]!;
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(document.activeElement?.textContent).toBe("Gráfico de linha");
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(onChange.mock.lastCall?.[0]).toEqual({ icon: "chart-line" });
  });

  it("chooses by click, closes with Esc, and offers 'Sem ícone' for an optional field that has one", () => {
    const { button, onChange } = renderForm({ icon: "star" });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole("searchbox", { name: "Buscar ícone" }), { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(button);
    fireEvent.click(within(grid()).getByRole("option", { name: "Presente" }));
    expect(onChange.mock.lastCall?.[0]).toEqual({ icon: "gift" });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("button", { name: "Sem ícone" }));
    expect(onChange.mock.lastCall?.[0]).toEqual({});
  });
});
