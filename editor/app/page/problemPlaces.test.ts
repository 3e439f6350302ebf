// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SCHEMA_DIR } from "../../../model/paths.ts";
import type { Problem } from "../../shared/api.ts";
import { problemText, type Details, type ProblemId, type ProblemText } from "../../../validator/problemCodes.ts";
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
/** A problem as the validator makes it: its catalogue text and the details it was made from. */
const problem = <K extends ProblemId>(pointer: string, id: K, details: Details<K>): Problem => ({
  file: "pages/x.json",
  pointer,
  line: 1,
  column: 1,
  ...(problemText as (id: K, details: Details<K>) => ProblemText)(id, details),
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
      problem("/title", "emptyText", { field: "title", about: " (Título da página)" }),
      problem("/links/promo/message", "blankText", { field: "message" }),
      problem("/blocks/0/plans/1/price", "belowMinimum", { field: "price", limit: 0 }),
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
      problem("/blocks/0", "missingField", { field: "title", about: " (Título da seção)" }),
      problem("/blocks/0/plans/0", "missingField", { field: "name", about: "" }),
    ]);
    expect(result.blocks[0]!.fields).toEqual({
      title: { __errors: ["Preencha o campo “Título”.\n"] },
      plans: { 0: { name: { __errors: ["Preencha o campo “Nome”.\n"] } } },
    });
    expect(result.blocks[0]!.header).toEqual([]);
  });

  it("says that spaces are what is wrong with a route, and which characters a route may have", () => {
    const result = places([
      problem("/route", "badFormat", { field: "route", value: '"/promo natal"', expected: route.description }),
    ]);
    expect(result.page).toEqual({
      route: {
        __errors: [
          "“Rota” não pode ter espaços.\nA rota começa com / e usa só letras sem acento, números, hífens (-) e sublinhados (_), com / entre as partes; espaços não são permitidos.",
        ],
      },
    });
    const accented = places([
      problem("/route", "badFormat", { field: "route", value: '"/promoção"', expected: route.description }),
    ]);
    expect(accented.all[0]!.message).toBe("“Rota” não está no formato aceito.");
    expect(accented.all[0]!.hint).toBe(route.patternErrorMessage);
  });

  it("gives every problem its place from the page or block down, and the field it leads to", () => {
    const result = places([
      problem("/blocks/0/plans/1/price", "belowMinimum", { field: "price", limit: 0 }),
      problem("/route", "badFormat", { field: "route", value: '"/a b"', expected: route.description }),
      problem("/blocks/0/type", "wrongConstant", { field: "type", expected: '"plans"' }),
    ]);
    expect(result.all.map(({ place, target }) => ({ place, target }))).toEqual([
      { place: ["Bloco 1 (Planos)", "Plano 2", "Preço"], target: { block: 0, keys: ["plans", "1", "price"] } },
      { place: ["Dados da página", "Rota"], target: { block: undefined, keys: ["route"] } },
      { place: ["Bloco 1 (Planos)"], target: { block: 0, keys: [] } },
    ]);
  });

  it("shows under a block's title what is about the block itself or a field its form does not draw", () => {
    const result = places([
      problem("/blocks/0/type", "wrongConstant", { field: "type", expected: '"plans"' }),
      problem("/blocks/0", "invalidValue", { field: "0", detail: "must match exactly one schema in oneOf", about: "" }),
      problem("/blocks/0/titel", "unknownField", { field: "titel", suggestion: "", allowed: "type, title" }),
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
        problem("", "invalidValue", { field: "raiz", detail: "must be object", about: "" }),
        problem("", "missingField", { field: "blocks", about: "" }),
        problem("/$schema", "badFormat", { field: "$schema", value: '"x"', expected: "" }),
        problem("/rota", "unknownField", { field: "rota", suggestion: ' Você quis dizer "route"?', allowed: "route" }),
      ],
      0,
    );
    expect(result.top.map((item) => item.pointer)).toEqual(["", "", "/$schema", "/rota"]);
    expect(result.top[1]!.message).toBe("Adicione ao menos um item em “Blocos”.");
    expect(result.top.every((item) => item.target === undefined)).toBe(true);
  });

  it("words a chat link that is not declared for the marketer, without the JSON key", () => {
    const result = places([
      problem("/blocks/0/plans/0/action/chat", "undeclaredChatLink", { link: "promo", suggestion: "" }),
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
