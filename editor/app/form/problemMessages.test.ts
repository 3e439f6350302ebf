import { describe, expect, it } from "vitest";
import type { Problem } from "../../shared/api.ts";
import { onlySpacesWrong, problemWords } from "./problemMessages.ts";

const problem = (code: Problem["code"], message: string, hint = "Dica do validador."): Problem => ({
  file: "pages/x.json",
  pointer: "/x",
  line: 1,
  column: 1,
  code,
  message,
  hint,
});
const route = {
  title: "Rota",
  schema: {
    type: "string",
    pattern: "^/([A-Za-z0-9_-]+(/(:[a-z]+|[A-Za-z0-9_-]+))*)?$",
    patternErrorMessage: "A rota começa com / e usa só letras sem acento, números, hífens e sublinhados.",
  },
};

describe("problemWords", () => {
  it("asks to fill an empty required text by the field's title, whether it is missing, empty or blank", () => {
    const title = { title: "Título", schema: { type: "string" } };
    for (const [code, message] of [
      ["SITE-005", 'Falta o campo obrigatório "title".'],
      ["SITE-014", '"title" está vazio.'],
      ["SITE-029", '"title" está em branco.'],
    ] as const)
      expect(problemWords(problem(code, message), title)).toEqual({ message: "Preencha o campo “Título”.", hint: "" });
  });

  it("says when spaces are all that is wrong with a value, and else that it is not in the accepted format", () => {
    expect(problemWords(problem("SITE-013", 'Formato inválido em "route": "/promo natal".'), route)).toEqual({
      message: "“Rota” não pode ter espaços.",
      hint: route.schema.patternErrorMessage,
    });
    expect(problemWords(problem("SITE-013", 'Formato inválido em "route": "promo".'), route)).toEqual({
      message: "“Rota” não está no formato aceito.",
      hint: route.schema.patternErrorMessage,
    });
  });

  it("names limits from the field's schema", () => {
    const title = { title: "Título", schema: { type: "string", maxLength: 70 } };
    expect(problemWords(problem("SITE-016", '"title" é longo demais (84 caracteres).'), title).message).toBe(
      "“Título” passou do limite de 70 caracteres.",
    );
    const price = { title: "Preço", schema: { type: "number", minimum: 0 } };
    expect(problemWords(problem("SITE-019", '"price" está fora do limite.'), price).message).toBe(
      "“Preço” não pode ser negativo.",
    );
    const benefits = { title: "Benefícios", schema: { type: "array", minItems: 1 } };
    expect(problemWords(problem("SITE-017", 'A lista "benefits" tem itens de menos.'), benefits).message).toBe(
      "“Benefícios” precisa de pelo menos 1 item.",
    );
  });

  it("keeps the validator's words for a problem it has no wording of its own for", () => {
    const duplicate = problem("SITE-023", 'A rota "/home" já pertence a pages/home.json.', "Escolha outra rota.");
    expect(problemWords(duplicate, route)).toEqual({ message: duplicate.message, hint: duplicate.hint });
  });
});

describe("onlySpacesWrong", () => {
  it("is true only when removing the white space makes the value match", () => {
    expect(onlySpacesWrong("/promo natal", route.schema.pattern)).toBe(true);
    expect(onlySpacesWrong("/promoção natal", route.schema.pattern)).toBe(false);
    expect(onlySpacesWrong("/promo", route.schema.pattern)).toBe(false);
  });
});
