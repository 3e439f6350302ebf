import { useCallback, useMemo } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { EditorResourcesProvider } from "../form/EditorContext.tsx";
import { SchemaForm } from "../form/SchemaForm.tsx";
import { blocksOf, replaceBlock } from "./blockOps.ts";
import { useFormResources } from "./useFormResources.ts";
import { usePageDocument } from "./usePageDocument.ts";

const text = { title: "Text", type: "string", minLength: 1, description: "Texto exibido ao visitante." };
/** The page's own fields as schema/page.schema.json declares its chat links (references resolved). */
const pageSchema = {
  type: "object",
  properties: {
    title: { ...text, description: "Título da página." },
    links: {
      description: "Links de chat usados pelos botões desta página, por nome.",
      type: "object",
      additionalProperties: {
        title: "ChatLink",
        type: "object",
        properties: {
          grupo: { type: "string", description: "Grupo pedido ao serviço de links." },
          message: { type: "string", minLength: 1, description: "Mensagem pronta." },
        },
        required: ["message"],
      },
    },
  },
} as RJSFSchema;
const ctaSchema = {
  type: "object",
  properties: {
    type: { const: "chatCta" },
    actions: {
      type: "array",
      description: "Botões.",
      items: {
        title: "Action",
        type: "object",
        properties: {
          label: { ...text, description: "Texto do botão." },
          chat: { title: "LinkName", type: "string", description: "Abre o link de chat com este nome." },
        },
      },
    },
  },
} as RJSFSchema;

/** The page editor's forms as it wires them: the page's fields and one block, sharing the page's chat links. */
function PageWithOneBlock({ data: initial }: { data: Record<string, unknown> }) {
  const doc = usePageDocument({ name: "promo", data: initial, version: "v1" });
  const { data } = doc.snapshot;
  const { resources } = useFormResources(doc.edit, "promo", data, [], [], undefined);
  const fields = useMemo(() => ({ title: data.title, links: data.links }), [data]);
  const changeFields = useCallback(
    (value: Record<string, unknown>) =>
      doc.edit((snapshot) => ({ ...snapshot, data: { ...value, blocks: snapshot.data.blocks } })),
    [doc],
  );
  const changeBlock = useCallback(
    (block: Record<string, unknown>) => doc.edit((snapshot) => replaceBlock(snapshot, 0, block)),
    [doc],
  );
  return (
    <EditorResourcesProvider value={resources}>
      <SchemaForm idPrefix="pagina" basePath={[]} schema={pageSchema} value={fields} onChange={changeFields} />
      <SchemaForm
        idPrefix="bloco"
        basePath={["blocks", 0]}
        schema={ctaSchema}
        value={blocksOf(data)[0]!}
        onChange={changeBlock}
      />
      <button type="button" onClick={doc.undo}>
        Desfazer
      </button>
      <button type="button" onClick={doc.redo}>
        Refazer
      </button>
    </EditorResourcesProvider>
  );
}

const page = {
  title: "Promoção",
  links: { promo: { message: "Olá!" } },
  blocks: [{ type: "chatCta", actions: [{ label: "FALAR", chat: "promo" }] }],
};
const listed = (name: string) => document.getElementById(`pagina_links_${name}-key`) as HTMLInputElement | null;
const value = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value;

function declareLink(name: string, message: string, grupo?: string) {
  fireEvent.click(screen.getByRole("button", { name: "Novo link de chat" }));
  fireEvent.change(screen.getByLabelText("Nome do link"), { target: { value: name } });
  fireEvent.change(screen.getByLabelText("Mensagem pronta"), { target: { value: message } });
  if (grupo !== undefined)
    fireEvent.change(screen.getByLabelText(/^Perguntar ao serviço de links/), { target: { value: grupo } });
}

describe("a chat link declared from a button's field", () => {
  it("makes a fixed link unless a group is asked for under Avançado, and appears in the page's list of links at once", () => {
    render(<PageWithOneBlock data={page} />);
    declareLink("planos", "Quero um plano.");
    expect(screen.getByLabelText(/^Perguntar ao serviço de links/)).toHaveProperty("value", "");
    fireEvent.click(screen.getByRole("button", { name: "Adicionar link" }));
    expect(listed("planos")?.value).toBe("planos");
    expect(value("pagina_links_planos_grupo") ?? "").toBe("");
    expect(value("pagina_links_planos_message")).toBe("Quero um plano.");
    expect(value("bloco_actions_0_chat")).toBe("planos");
    expect(listed("promo")?.value).toBe("promo");
  });

  it("keeps a group the marketer writes, or none for a fixed link, and refuses a group with spaces", () => {
    render(<PageWithOneBlock data={page} />);
    declareLink("verao", "Olá, verão!", "promo verao");
    fireEvent.click(screen.getByRole("button", { name: "Adicionar link" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Use só letras e números no grupo, sem espaços nem acentos (até 60).",
    );
    expect(listed("verao")).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Perguntar ao serviço de links/), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar link" }));
    expect(listed("verao")?.value).toBe("verao");
    expect(value("pagina_links_verao_grupo")).toBe("");
  });

  it("leaves the list on undo and comes back on redo", () => {
    render(<PageWithOneBlock data={page} />);
    declareLink("planos", "Quero um plano.");
    fireEvent.click(screen.getByRole("button", { name: "Adicionar link" }));
    fireEvent.click(screen.getByRole("button", { name: "Desfazer" }));
    expect(listed("planos")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Refazer" }));
    expect(listed("planos")?.value).toBe("planos");
  });
});
