import { fireEvent, render, screen } from "@testing-library/react";
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it, vi } from "vitest";
import { DEFINITION_KEY } from "../../../shared/definitionName.ts";
import { EditorResourcesProvider } from "../EditorContext.tsx";
import { SchemaForm } from "../SchemaForm.tsx";
import { sitePlanChoices } from "./sitePlanChoices.ts";

const text = { [DEFINITION_KEY]: "Text", title: "Text", type: "string", minLength: 1 };
/** A plans block's card as the form is given it: one of the site's plans, or a plan written in full, and its button. */
const card = {
  [DEFINITION_KEY]: "Plan",
  title: "Plano",
  type: "object",
  properties: {
    plan: { [DEFINITION_KEY]: "PlanId", type: "string", title: "Plano cadastrado" },
    name: { ...text, title: "Nome" },
    price: { type: "number", title: "Preço" },
    benefits: { title: "Benefícios", type: "array", minItems: 1, items: text },
    action: { title: "Botão", type: "object", properties: { label: { ...text, title: "Texto do botão" } } },
  },
  if: { required: ["plan"] },
  then: { not: { anyOf: [{ required: ["name"] }, { required: ["price"] }, { required: ["benefits"] }] } },
  else: { required: ["name", "benefits"] },
};
const schema = { type: "object", properties: { plans: { title: "Planos", type: "array", items: card } } } as RJSFSchema;

const site = {
  plans: {
    comercioBasico: { name: "ERP Emissor Comércio", price: 49.99, benefits: ["Emissor de NF-e"] },
    padraoComercio: { name: "ERP Padrão Comércio", price: 58.99, benefits: ["Pedido de venda"] },
  },
};

function renderForm(value: Record<string, unknown>) {
  const onChange = vi.fn();
  render(
    <EditorResourcesProvider value={{ links: {}, routes: [], images: [], plans: sitePlanChoices(site) }}>
      <SchemaForm idPrefix="bloco" basePath={["blocks", 0]} schema={schema} value={value} onChange={onChange} />
    </EditorResourcesProvider>,
  );
  return onChange;
}

const choice = (index: number) => document.getElementById(`bloco_plans_${index}_plan`) as HTMLSelectElement;
const optionsOf = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);

describe("a plans block's card", () => {
  it("offers the site's plans by their names, and shows one of them with only its button to write", () => {
    renderForm({ plans: [{ plan: "padraoComercio", action: { label: "QUERO" } }] });
    expect(screen.getByLabelText("Plano")).toBe(choice(0));
    expect(optionsOf(choice(0))).toEqual([
      "Escrever um plano só deste bloco",
      "ERP Emissor Comércio",
      "ERP Padrão Comércio",
    ]);
    expect(choice(0).selectedOptions[0]!.textContent).toBe("ERP Padrão Comércio");
    expect(document.getElementById("bloco_plans_0_name")).toBeNull();
    expect(document.getElementById("bloco_plans_0_action_label")).not.toBeNull();
  });

  it("shows a plan of its own by its fields, its name and benefits asked for", () => {
    renderForm({ plans: [{ name: "Plano da campanha", benefits: ["NF-e"] }] });
    expect(choice(0).value).toBe("");
    expect(document.querySelector('label[for="bloco_plans_0_name"]')?.textContent).toBe("Nome (obrigatório)");
  });

  it("chosen from the site's plans drops the card's own details and keeps its button", () => {
    const onChange = renderForm({
      plans: [{ name: "Plano", price: 10, benefits: ["NF-e"], action: { label: "QUERO" } }],
    });
    fireEvent.change(choice(0), { target: { value: "comercioBasico" } });
    expect(onChange.mock.lastCall?.[0]).toStrictEqual({
      plans: [{ plan: "comercioBasico", action: { label: "QUERO" } }],
    });
  });

  it("written in the block again starts with an empty name and benefit, and keeps its button", () => {
    const onChange = renderForm({ plans: [{ plan: "comercioBasico", action: { label: "QUERO" } }] });
    fireEvent.change(choice(0), { target: { value: "" } });
    expect(onChange.mock.lastCall?.[0]).toStrictEqual({
      plans: [{ name: "", benefits: [""], action: { label: "QUERO" } }],
    });
  });

  it("naming a plan the site no longer has says so instead of showing its short name", () => {
    renderForm({ plans: [{ plan: "planoAntigo" }] });
    expect(choice(0).selectedOptions[0]!.textContent).toBe("Um plano que não está mais nas Configurações do site");
  });
});
