import { fireEvent, render, screen } from "@testing-library/react";
import type { ErrorSchema, RJSFSchema } from "@rjsf/utils";
import { describe, expect, it, vi } from "vitest";
import { EditorResourcesProvider, type EditorResources } from "./EditorContext.tsx";
import { SchemaForm } from "./SchemaForm.tsx";

const text = { title: "Text", type: "string", minLength: 1, description: "Texto exibido ao visitante." };
const schema = {
  type: "object",
  properties: {
    type: { const: "banner", description: "Tipo do bloco." },
    title: { ...text, description: "Título principal da página." },
    text: { ...text, description: "Texto de apoio do banner." },
    actions: {
      description: "Botões do banner.",
      type: "array",
      items: {
        title: "Action",
        description: "Botão ou link: informe exatamente um destino.",
        type: "object",
        properties: {
          label: { ...text, description: "Texto do botão." },
          chat: {
            title: "LinkName",
            type: "string",
            pattern: "^[A-Za-z][A-Za-z0-9]*$",
            description: "Abre o link de chat com este nome.",
          },
          to: {
            title: "InternalRoute",
            type: "string",
            pattern: "^/",
            description: "Leva a uma rota interna do site.",
          },
          href: { type: "string", pattern: "^https://", description: "Abre um endereço externo." },
        },
        required: ["label"],
      },
    },
  },
  required: ["type", "title"],
} as RJSFSchema;

function renderForm(value: Record<string, unknown>, resources: Partial<EditorResources> = {}) {
  const onChange = vi.fn();
  const addLink = vi.fn();
  render(
    <EditorResourcesProvider
      value={{ links: { promo: { message: "Olá!" } }, routes: ["/preco"], images: [], addLink, ...resources }}
    >
      <SchemaForm
        idPrefix="b"
        basePath={["blocks", 3]}
        schema={schema}
        value={value}
        onChange={onChange}
        errors={{ title: { __errors: ['"title" está vazio.\nEscreva o texto.'] } } as unknown as ErrorSchema}
      />
    </EditorResourcesProvider>,
  );
  return { onChange, addLink };
}

describe("SchemaForm", () => {
  const banner = { type: "banner", title: "Oi", actions: [{ label: "IR", to: "/preco" }] };

  it("labels each field from its description, shows its JSON key, and changes nothing when drawn", () => {
    const { onChange } = renderForm(banner);
    expect(screen.getByLabelText(/^Título principal da página/)).toHaveProperty("value", "Oi");
    expect(screen.getByText("title", { selector: "code" })).toBeTruthy();
    expect(screen.queryByDisplayValue("banner")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("puts the validator's message and fix on its field, tied to the input", () => {
    renderForm(banner);
    const input = screen.getByLabelText(/^Título principal da página/);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("b_title__error")?.textContent).toBe(
      '"title" está vazio. Como corrigir: Escreva o texto.',
    );
    expect(input.getAttribute("aria-describedby")).toContain("b_title__error");
  });

  it("offers a button's destinations as a choice and shows only the chosen one's field", () => {
    const { onChange } = renderForm(banner);
    expect(screen.getByLabelText(/^Leva a uma rota interna/)).toHaveProperty("value", "/preco");
    expect(screen.queryByLabelText(/^Abre o link de chat/)).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Link de chat" }));
    expect(onChange).toHaveBeenLastCalledWith(
      { type: "banner", title: "Oi", actions: [{ label: "IR", chat: "promo" }] },
      expect.anything(),
    );
  });

  it("picks a chat link from the page's links, or declares a new one at the field's place in the page", () => {
    const { addLink } = renderForm({ type: "banner", title: "Oi", actions: [{ label: "IR", chat: "promo" }] });
    const select = screen.getByLabelText(/^Abre o link de chat/);
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual(["", "promo"]);
    fireEvent.click(screen.getByRole("button", { name: "Novo link de chat" }));
    fireEvent.change(screen.getByLabelText("Nome do link"), { target: { value: "natal" } });
    fireEvent.change(screen.getByLabelText("Mensagem pronta"), { target: { value: "Olá, Natal!" } });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar link" }));
    expect(addLink).toHaveBeenCalledWith("natal", { message: "Olá, Natal!" }, ["blocks", 3, "actions", 0, "chat"]);
  });

  it("keeps an emptied required text as an empty string (the validator names it) and drops an emptied optional one", () => {
    const { onChange } = renderForm({ ...banner, text: "Apoio" });
    fireEvent.change(screen.getByLabelText(/^Título principal da página/), { target: { value: "" } });
    expect(onChange.mock.lastCall?.[0]).toEqual({ ...banner, title: "", text: "Apoio" });
    fireEvent.change(screen.getByLabelText(/^Texto de apoio do banner/), { target: { value: "" } });
    // As saving sends it (JSON): the optional field is gone, not left as "".
    const sent: unknown = JSON.parse(JSON.stringify(onChange.mock.lastCall?.[0]));
    expect(sent).toStrictEqual({ ...banner, title: "" });
  });
});
