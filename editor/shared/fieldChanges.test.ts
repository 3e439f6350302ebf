// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSchemaSet } from "../server/schemaSet.ts";
import type { SchemaSet } from "./api.ts";
import { changeText, fieldChanges, placeOf } from "./fieldChanges.ts";

const ROOT = join(import.meta.dirname, "../..");
type Page = Record<string, unknown> & { blocks: Array<Record<string, unknown>> };
const page = (name: string): Page =>
  JSON.parse(
    readFileSync(join(ROOT, name === "preco" ? "tests/fixtures/editing" : "site.config/pages", `${name}.json`), "utf8"),
  );
let schemas: SchemaSet;
const lines = (before: unknown, after: unknown) => fieldChanges(schemas.page, before, after).map(changeText);

beforeAll(async () => {
  schemas = await loadSchemaSet({ schemaDir: join(ROOT, "schema"), blocksDir: join(ROOT, "blocks") });
});

describe("fieldChanges on site.config/pages/", () => {
  it("finds nothing between two copies of a page", () => {
    expect(lines(page("preco"), page("preco"))).toEqual([]);
  });

  it("names a plan's price by block, plan and field, in reais", () => {
    const after = page("preco");
    (after.blocks[1]!.plans as Array<Record<string, unknown>>)[1]!.price = 59.9;
    expect(lines(page("preco"), after)).toEqual(["Bloco 2 (Planos) › Plano 2 › Preço: R$\u00a049,99 → R$\u00a059,90"]);
  });

  it("quotes a question's answer, shortened around what changed", () => {
    const before = page("preco");
    const after = page("preco");
    const answer = (after.blocks[4]!.items as Array<Record<string, string>>)[1]!;
    answer.answer = answer.answer!.replace("30 dias de teste", "15 dias de teste");
    const [line] = lines(before, after);
    expect(line).toBe(
      "Bloco 5 (Perguntas frequentes) › Pergunta 2 › Resposta: " +
        "“…grátis. Durante os 30 dias de teste você não paga nada.” → " +
        "“…grátis. Durante os 15 dias de teste você não paga nada.”",
    );
  });

  it("cuts a long text at the end with an ellipsis", () => {
    const before = page("privacidade");
    const after = page("privacidade");
    const parts = after.blocks[1]!.content as Array<Record<string, string>>;
    parts[1]!.text = "Novo parágrafo.";
    const [line] = lines(before, after);
    expect(line).toBe(
      "Bloco 2 (Texto formatado) › Conteúdo › Trecho 2 (Parágrafo) › Parágrafo: " +
        "“O controlador dos dados pessoais tratados neste site é a [Razão social], CNPJ […” → “Novo parágrafo.”",
    );
  });

  it("says a block was added, removed or moved, without a change for every block after it", () => {
    const before = page("preco");
    const cards = page("contatos").blocks[1]!;
    const added = page("preco");
    added.blocks.splice(3, 0, cards);
    expect(lines(before, added)).toEqual(["Bloco 4 (Grade de cartões) adicionado"]);
    const removed = page("preco");
    removed.blocks.splice(0, 1);
    expect(lines(before, removed)).toEqual(["Bloco 1 (Banner) removido"]);
    const moved = page("preco");
    moved.blocks.push(moved.blocks.shift()!);
    expect(lines(before, moved)).toEqual(["Bloco 1 (Banner) movido para a posição 5"]);
  });

  it("names the page's own fields, options, yes/no and chat links by their titles, never by their keys", () => {
    const before = page("preco");
    const after = page("preco");
    after.title = "Planos e preços";
    after.noindex = true;
    after.linkRequests = "parallel";
    (after.links as Record<string, Record<string, unknown>>).precoTransporte!.message = "Olá!";
    const text = lines(before, after);
    expect(text).toEqual([
      "Título: “Preços e planos do sistema de gestão online | [Nome da marca]” → “Planos e preços”",
      "Esconder dos buscadores: (vazio) → Sim",
      expect.stringMatching(/^Links de chat › precoTransporte › Mensagem: “Olá! Vim pela .*” → “Olá!”$/),
      "Perguntar os links ao serviço de links: Um depois do outro, na ordem dos links → Todos juntos",
    ]);
    expect(text.join("\n")).not.toMatch(/noindex|linkRequests|message|"title"/);
  });

  it("follows an item's own list into a shared text (a plan's benefit) and a button added to a plan", () => {
    const before = page("preco");
    const after = page("preco");
    const plans = after.blocks[1]!.plans as Array<Record<string, unknown>>;
    (plans[0]!.benefits as string[])[1] = "Emissor de NF-e";
    delete plans[2]!.action;
    expect(lines(before, after)).toEqual([
      "Bloco 2 (Planos) › Plano 1 › Benefícios › Texto 2: “Emissor de NFC-e” → “Emissor de NF-e”",
      "Bloco 2 (Planos) › Plano 3 › Botão removido",
    ]);
  });

  it("names a place in a document for a conflict", () => {
    expect(placeOf(schemas.page, page("preco"), ["blocks", 1, "plans", 1, "price"])).toEqual([
      "Bloco 2 (Planos)",
      "Plano 2",
      "Preço",
    ]);
  });

  it("compares site.json by its schema's titles", () => {
    const before = JSON.parse(readFileSync(join(ROOT, "site.config/site.json"), "utf8")) as Record<string, unknown>;
    const after = structuredClone(before);
    (after.brand as Record<string, unknown>).name = "Outra Marca";
    const [line] = fieldChanges(schemas.site, before, after).map(changeText);
    expect(line).toMatch(/^[A-ZÀ-Ú][^›]* › [A-ZÀ-Ú][^›:]*: “.*” → “Outra Marca”$/);
    expect(line).not.toContain("brand");
  });
});
