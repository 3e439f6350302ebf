import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FieldChange } from "../../shared/fieldChanges.ts";
import { FieldChangeList } from "./FieldChangeList.tsx";

const price: FieldChange = {
  kind: "changed",
  place: ["Bloco 2 (Planos)", "Plano 2", "Preço"],
  path: ["blocks", 1, "plans", 1, "price"],
  before: "R$ 49,90",
  after: "R$ 59,90",
};
const name: FieldChange = {
  kind: "changed",
  place: ["Bloco 2 (Planos)", "Plano 2", "Nome"],
  path: ["blocks", 1, "plans", 1, "name"],
  before: "“ERP”",
  after: "“ERP Plus”",
};
const added: FieldChange = { kind: "added", place: ["Bloco 4 (Cartões)"], path: ["blocks", 3] };
const title: FieldChange = { kind: "changed", place: ["Título"], path: ["title"], before: "“A”", after: "“B”" };

const texts = () => screen.getAllByRole("listitem").map((item) => item.textContent);

describe("FieldChangeList", () => {
  it("puts a block's changes under its name and the page's own fields on their own", () => {
    render(<FieldChangeList changes={[title, price, name, added]} />);
    expect(texts()).toEqual([
      "Título: antes “A” → depois “B”",
      "Bloco 2 (Planos)Plano 2 › Preço: antes R$ 49,90 → depois R$ 59,90Plano 2 › Nome: antes “ERP” → depois “ERP Plus”",
      "Plano 2 › Preço: antes R$ 49,90 → depois R$ 59,90",
      "Plano 2 › Nome: antes “ERP” → depois “ERP Plus”",
      "Bloco 4 (Cartões) adicionado",
    ]);
  });

  it("says when nothing changed", () => {
    render(<FieldChangeList changes={[]} empty="Nada mudou." />);
    expect(screen.getByText("Nada mudou.")).toBeTruthy();
  });
});
