import { fireEvent, render, screen } from "@testing-library/react";
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it, vi } from "vitest";
import { EditorResourcesProvider } from "./EditorContext.tsx";
import { SchemaForm } from "./SchemaForm.tsx";

const text = { "x-definition": "Text", title: "Text", type: "string", minLength: 1 };
const image = {
  "x-definition": "Image",
  title: "Imagem de compartilhamento",
  type: "object",
  properties: { src: { type: "string", title: "Arquivo" }, alt: { ...text, title: "Descrição" } },
  required: ["src", "alt"],
};
/** A plan card, as site.json's plans and the plans block have it: a plan of the site's, or one written in full. */
const card = {
  title: "Plano",
  type: "object",
  properties: {
    plan: { type: "string", title: "Plano cadastrado" },
    name: { ...text, title: "Nome" },
    benefits: { title: "Benefícios", type: "array", minItems: 1, items: text },
    note: { title: "Nota", type: "object", properties: { text: { ...text, title: "Texto da nota" } } },
  },
  if: { required: ["plan"] },
  then: { not: { anyOf: [{ required: ["name"] }, { required: ["benefits"] }] } },
  else: { required: ["name", "benefits"] },
};
const schema = {
  type: "object",
  properties: {
    brand: { title: "Marca", type: "object", properties: { cnpj: { ...text, title: "CNPJ" }, shareImage: image } },
    plans: { title: "Planos", type: "array", items: card },
  },
} as RJSFSchema;

function renderForm(value: Record<string, unknown>) {
  const onChange = vi.fn();
  render(
    <EditorResourcesProvider value={{ links: {}, routes: [], images: [] }}>
      <SchemaForm idPrefix="site" basePath={[]} schema={schema} value={value} onChange={onChange} />
    </EditorResourcesProvider>,
  );
  return onChange;
}

describe("a form whose schema has an `if` below its root (a plan card)", () => {
  const site = {
    brand: { cnpj: "11.222.333/0001-81" },
    plans: [{ plan: "comercioBasico" }, { name: "Plano escrito", benefits: ["NF-e"] }],
  };

  it("sends back only what was typed: no empty group for an image, a note or a button left out", () => {
    const onChange = renderForm(site);
    fireEvent.change(document.getElementById("site_brand_cnpj")!, { target: { value: "11.222.333/0001" } });
    expect(onChange.mock.lastCall?.[0]).toStrictEqual({ ...site, brand: { cnpj: "11.222.333/0001" } });
  });

  it("still asks each card for what its own branch requires", () => {
    renderForm(site);
    const labelOf = (id: string) => document.querySelector(`label[for="${id}"]`)?.textContent;
    expect(labelOf("site_plans_0_name")).toBe("Nome");
    expect(labelOf("site_plans_1_name")).toBe("Nome (obrigatório)");
  });

  it("adds a new card written in full, with the name and the benefit its branch requires", () => {
    const onChange = renderForm(site);
    fireEvent.click(screen.getByRole("button", { name: /^Adicionar .* em “Planos”$/ }));
    expect(onChange.mock.lastCall?.[0].plans[2]).toStrictEqual({ name: "", benefits: [""] });
  });
});
