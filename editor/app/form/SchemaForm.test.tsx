import { fireEvent, render, screen } from "@testing-library/react";
import type { ErrorSchema, RJSFSchema } from "@rjsf/utils";
import { describe, expect, it, vi } from "vitest";
import { EditorResourcesProvider, type EditorResources } from "./EditorContext.tsx";
import { SchemaForm } from "./SchemaForm.tsx";

// As the dev server sends them: each property's pt-BR title over its shared definition's (kept in x-definition).
const text = { "x-definition": "Text", title: "Text", type: "string", minLength: 1, description: "Texto exibido." };
const schema = {
  type: "object",
  properties: {
    type: { const: "banner", title: "Tipo do bloco", description: "Tipo do bloco." },
    title: { ...text, title: "Título", description: "Título principal da página." },
    text: { ...text, title: "Texto", description: "Texto de apoio do banner." },
    actions: {
      title: "Botões",
      description: "Botões do banner.",
      type: "array",
      items: {
        "x-definition": "Action",
        title: "Action",
        description: "Botão ou link: informe exatamente um destino.",
        type: "object",
        properties: {
          label: { ...text, title: "Texto do botão", description: "Texto do botão." },
          chat: {
            "x-definition": "LinkName",
            title: "Link de chat",
            type: "string",
            pattern: "^[A-Za-z][A-Za-z0-9]*$",
            description: "Abre o link de chat com este nome.",
          },
          to: {
            "x-definition": "InternalRoute",
            title: "Página do site",
            type: "string",
            pattern: "^/",
            description: "Leva a uma rota interna do site.",
          },
          href: { title: "Endereço externo", type: "string", pattern: "^https://", description: "Abre um endereço." },
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
        errors={{ title: { __errors: ["Preencha o campo “Título”.\n"] } } as unknown as ErrorSchema}
      />
    </EditorResourcesProvider>,
  );
  return { onChange, addLink };
}

describe("SchemaForm", () => {
  const banner = { type: "banner", title: "Oi", actions: [{ label: "IR", to: "/preco" }] };

  it("labels each field by its pt-BR title, with its description as help, never its JSON key; changes nothing when drawn", () => {
    const { onChange } = renderForm(banner);
    const title = screen.getByLabelText(/^Título/);
    expect(title).toHaveProperty("value", "Oi");
    expect(document.querySelector(`label[for="${title.id}"]`)?.textContent).toBe("Título (obrigatório)");
    expect(screen.getByText("Título principal da página.")).toBeTruthy();
    expect(screen.getByText("Botões", { selector: "legend" })).toBeTruthy();
    expect(document.querySelector("code")).toBeNull();
    const labels = [...document.querySelectorAll("label, legend")].map((label) => label.textContent);
    expect(labels.filter((label) => /\b(title|text|actions|label|to)\b/.test(label ?? ""))).toEqual([]);
    expect(screen.queryByDisplayValue("banner")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("puts the validator's message and fix on its field, tied to the input", () => {
    renderForm(banner);
    const input = screen.getByLabelText(/^Título/);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("b_title__error")?.textContent).toBe("Preencha o campo “Título”.");
    expect(input.getAttribute("aria-describedby")).toContain("b_title__error");
  });

  it("offers a button's destinations as a choice and shows only the chosen one's field", () => {
    const { onChange } = renderForm(banner);
    expect(screen.getByRole("combobox", { name: "Página do site" })).toHaveProperty("value", "/preco");
    expect(screen.queryByRole("combobox", { name: "Link de chat" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Link de chat" }));
    expect(onChange).toHaveBeenLastCalledWith(
      { type: "banner", title: "Oi", actions: [{ label: "IR", chat: "promo" }] },
      expect.anything(),
    );
  });

  it("picks a chat link from the page's links, or declares a new one at the field's place in the page", () => {
    const { addLink } = renderForm({ type: "banner", title: "Oi", actions: [{ label: "IR", chat: "promo" }] });
    const select = screen.getByRole("combobox", { name: "Link de chat" });
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual(["", "promo"]);
    fireEvent.click(screen.getByRole("button", { name: "Novo link de chat" }));
    fireEvent.change(screen.getByLabelText("Nome do link"), { target: { value: "natal" } });
    fireEvent.change(screen.getByLabelText("Mensagem pronta"), { target: { value: "Olá, Natal!" } });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar link" }));
    expect(addLink).toHaveBeenCalledWith("natal", { message: "Olá, Natal!" }, ["blocks", 3, "actions", 0, "chat"]);
    // The focus goes back to the choice of link, not to the page's body.
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Link de chat" }));
  });

  it("adds a list's new item with every required field, empty, and a button leading to the page's first chat link", () => {
    const { onChange } = renderForm({ type: "banner", title: "Oi" });
    fireEvent.click(screen.getByRole("button", { name: /^Adicionar .* em “Botões”$/ }));
    expect(onChange.mock.lastCall?.[0]).toEqual({
      type: "banner",
      title: "Oi",
      actions: [{ label: "", chat: "promo" }],
    });
  });

  it("adds a button leading to a page where the form has no chat links to offer (site.json)", () => {
    const { onChange } = renderForm({ type: "banner", title: "Oi" }, { addLink: undefined });
    fireEvent.click(screen.getByRole("button", { name: /^Adicionar .* em “Botões”$/ }));
    expect(onChange.mock.lastCall?.[0]).toEqual({ type: "banner", title: "Oi", actions: [{ label: "", to: "" }] });
  });

  it("keeps an emptied required text as an empty string (the validator names it) and drops an emptied optional one", () => {
    const { onChange } = renderForm({ ...banner, text: "Apoio" });
    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: "" } });
    expect(onChange.mock.lastCall?.[0]).toEqual({ ...banner, title: "", text: "Apoio" });
    fireEvent.change(screen.getByLabelText(/^Texto$/), { target: { value: "" } });
    // As saving sends it (JSON): the optional field is gone, not left as "".
    const sent: unknown = JSON.parse(JSON.stringify(onChange.mock.lastCall?.[0]));
    expect(sent).toStrictEqual({ ...banner, title: "" });
  });
});
