import { describe, expect, it } from "vitest";
import type { Problem } from "../../shared/api.ts";
import { problemText, type Details, type ProblemId, type ProblemText } from "../../../validator/problemCodes.ts";
import { onlySpacesWrong, problemWords } from "./problemMessages.ts";

/** A problem as the validator makes it: its catalogue text and the details it was made from. */
const problem = <K extends ProblemId>(id: K, details: Details<K>): Problem => ({
  file: "pages/x.json",
  pointer: "/x",
  line: 1,
  column: 1,
  ...(problemText as (id: K, details: Details<K>) => ProblemText)(id, details),
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
    for (const found of [
      problem("missingField", { field: "title", about: "" }),
      problem("emptyText", { field: "title", about: "" }),
      problem("blankText", { field: "title" }),
    ])
      expect(problemWords(found, title)).toEqual({ message: "Preencha o campo “Título”.", hint: "" });
  });

  it("says when spaces are all that is wrong with a value, and else that it is not in the accepted format", () => {
    expect(
      problemWords(problem("badFormat", { field: "route", value: '"/promo natal"', expected: "" }), route),
    ).toEqual({
      message: "“Rota” não pode ter espaços.",
      hint: route.schema.patternErrorMessage,
    });
    expect(problemWords(problem("badFormat", { field: "route", value: '"promo"', expected: "" }), route)).toEqual({
      message: "“Rota” não está no formato aceito.",
      hint: route.schema.patternErrorMessage,
    });
  });

  it("names limits from the field's schema", () => {
    const title = { title: "Título", schema: { type: "string", maxLength: 70 } };
    expect(problemWords(problem("textTooLong", { field: "title", length: 84, limit: 70 }), title).message).toBe(
      "“Título” passou do limite de 70 caracteres.",
    );
    const price = { title: "Preço", schema: { type: "number", minimum: 0 } };
    expect(problemWords(problem("belowMinimum", { field: "price", limit: 0 }), price).message).toBe(
      "“Preço” não pode ser negativo.",
    );
    const benefits = { title: "Benefícios", schema: { type: "array", minItems: 1 } };
    expect(problemWords(problem("tooFewItems", { field: "benefits", limit: 1 }), benefits).message).toBe(
      "“Benefícios” precisa de pelo menos 1 item.",
    );
  });

  it("keeps the validator's words for a problem it has no wording of its own for", () => {
    const duplicate = problem("duplicateRoute", { route: "/home", owner: "pages/home.json" });
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
