// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SCHEMA_DIR } from "../../../model/paths.ts";
import type { Problem } from "../../shared/api.ts";
import { drawsField, pointerKeys, problemPlaces } from "./problemPlaces.ts";

const text = { "x-definition": "Text", title: "Text", type: "string", minLength: 1 };
// The page's route as the schema writes it (pattern and message), so the test follows the real rule.
const route = JSON.parse(readFileSync(join(SCHEMA_DIR, "page.schema.json"), "utf8")).properties.route;
const pageForm = {
  properties: {
    $schema: { title: "Esquema", type: "string" },
    route,
    title: { ...text, title: "Título" },
    links: {
      title: "Links de chat",
      additionalProperties: { title: "ChatLink", properties: { message: { ...text, title: "Mensagem" } } },
    },
  },
};
const plans = {
  "x-title": "Planos",
  title: "PlansBlock",
  properties: {
    type: { title: "Tipo do bloco", const: "plans" },
    title: { ...text, title: "Título" },
    plans: {
      title: "Planos",
      type: "array",
      items: {
        title: "Plan",
        description: "Um plano.",
        properties: { name: { ...text, title: "Nome" }, price: { title: "Preço", type: "number", minimum: 0 } },
      },
    },
  },
};
const problem = (pointer: string, code: Problem["code"], message: string, hint = "Corrija."): Problem => ({
  file: "pages/x.json",
  pointer,
  line: 1,
  column: 1,
  message,
  hint,
  code,
});
const places = (problems: Problem[], blocks = 1) =>
  problemPlaces(
    problems,
    pageForm,
    () => plans,
    blocks,
    () => "plans",
  );

describe("problemPlaces", () => {
  it("puts each problem on its field, named by the field's title and saying what to do", () => {
    const result = places([
      problem("/title", "SITE-014", '"title" está vazio.', "Escreva o texto ou remova o campo (Título da página)."),
      problem("/links/promo/message", "SITE-029", '"message" está em branco.'),
      problem("/blocks/0/plans/1/price", "SITE-019", '"price" está fora do limite.', "O valor deve ser no mínimo 0."),
    ]);
    expect(result.page).toEqual({
      title: { __errors: ["Preencha o campo “Título”.\n"] },
      links: { promo: { message: { __errors: ["Preencha o campo “Mensagem”.\n"] } } },
    });
    expect(result.blocks[0]).toEqual({
      header: [],
      fields: { plans: { 1: { price: { __errors: ["“Preço” não pode ser negativo.\n"] } } } },
      count: 1,
    });
    expect(result.top).toEqual([]);
  });

  it("shows a missing required field on its own input, not on the object that lacks it", () => {
    const result = places([
      problem("/blocks/0", "SITE-005", 'Falta o campo obrigatório "title".', 'Adicione "title" (Título da seção).'),
      problem("/blocks/0/plans/0", "SITE-005", 'Falta o campo obrigatório "name".'),
    ]);
    expect(result.blocks[0]!.fields).toEqual({
      title: { __errors: ["Preencha o campo “Título”.\n"] },
      plans: { 0: { name: { __errors: ["Preencha o campo “Nome”.\n"] } } },
    });
    expect(result.blocks[0]!.header).toEqual([]);
  });

  it("says that spaces are what is wrong with a route, and which characters a route may have", () => {
    const result = places([problem("/route", "SITE-013", 'Formato inválido em "route": "/promo natal".')]);
    expect(result.page).toEqual({
      route: {
        __errors: [
          "“Rota” não pode ter espaços.\nA rota começa com / e usa só letras sem acento, números, hífens (-) e sublinhados (_), com / entre as partes (/:nome marca um parâmetro); espaços não são permitidos.",
        ],
      },
    });
    const accented = places([problem("/route", "SITE-013", 'Formato inválido em "route": "/promoção".')]);
    expect(accented.all[0]!.message).toBe("“Rota” não está no formato aceito.");
    expect(accented.all[0]!.hint).toBe(route.patternErrorMessage);
  });

  it("gives every problem its place from the page or block down, and the field it leads to", () => {
    const result = places([
      problem("/blocks/0/plans/1/price", "SITE-019", '"price" está fora do limite.'),
      problem("/route", "SITE-013", 'Formato inválido em "route": "/a b".'),
      problem("/blocks/0/type", "SITE-010", '"type" deve ser "plans".'),
    ]);
    expect(result.all.map(({ place, target }) => ({ place, target }))).toEqual([
      { place: ["Bloco 1 (Planos)", "Plano 2", "Preço"], target: { block: 0, keys: ["plans", "1", "price"] } },
      { place: ["Dados da página", "Rota"], target: { block: undefined, keys: ["route"] } },
      { place: ["Bloco 1 (Planos)"], target: { block: 0, keys: [] } },
    ]);
  });

  it("shows under a block's title what is about the block itself or a field its form does not draw", () => {
    const result = places([
      problem("/blocks/0/type", "SITE-010", "x"),
      problem("/blocks/0", "SITE-022", "y"),
      problem("/blocks/0/titel", "SITE-006", "z"),
    ]);
    expect(result.blocks[0]!.header.map((item) => item.pointer)).toEqual([
      "/blocks/0/type",
      "/blocks/0",
      "/blocks/0/titel",
    ]);
    expect(result.blocks[0]!.count).toBe(3);
  });

  it("keeps at the top what no field shows, naming the block list by its title", () => {
    const result = places(
      [
        problem("", "SITE-022", "a"),
        problem("", "SITE-005", 'Falta o campo obrigatório "blocks".'),
        problem("/$schema", "SITE-013", "b"),
        problem("/rota", "SITE-006", "c"),
      ],
      0,
    );
    expect(result.top.map((item) => item.pointer)).toEqual(["", "", "/$schema", "/rota"]);
    expect(result.top[1]!.message).toBe("Adicione ao menos um item em “Blocos”.");
    expect(result.top.every((item) => item.target === undefined)).toBe(true);
  });

  it("words a chat link that is not declared for the marketer, without the JSON key", () => {
    const result = places([
      problem(
        "/blocks/0/plans/0/action/chat",
        "SITE-026",
        'O link de chat "promo" não está declarado em "links" desta página.',
      ),
    ]);
    expect(result.all[0]).toMatchObject({
      message: "O link de chat “promo” não existe nesta página.",
      hint: "Escolha um link da lista ou crie um com “Novo link de chat”.",
    });
  });
});

describe("pointers and fields", () => {
  it("reads escaped keys and follows properties, items and named entries", () => {
    expect(pointerKeys("/a~1b/c~0d/0")).toEqual(["a/b", "c~d", "0"]);
    expect(drawsField(pageForm, ["links", "qualquer", "message"])).toBe(true);
    expect(drawsField(plans, ["type"])).toBe(false);
  });
});
