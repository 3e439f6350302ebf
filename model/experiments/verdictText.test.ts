import { describe, expect, it } from "vitest";
import { verdictOf } from "./verdict.ts";
import { rateText, upliftText, verdictSentence } from "./verdictText.ts";

describe("the verdict in Portuguese", () => {
  it("names the winner, its uplift and interval once the test is conclusive", () => {
    const verdict = verdictOf([
      { name: "original", visitors: 15000, conversions: 450 },
      { name: "b", visitors: 15000, conversions: 570 },
    ]);
    expect(verdictSentence(verdict)).toBe(
      "A variante B converte 27 % mais que a original (de 12 % a 43 %), com 95 % de confiança.",
    );
    expect(upliftText(verdict.variants[1]!.uplift!)).toBe("+27 % (de +12 % a +43 %)");
    expect(rateText(verdict.variants[1]!.rate)).toBe("3,8 %");
  });

  it("says what is missing while the test is inconclusive", () => {
    expect(
      verdictSentence(
        verdictOf([
          { name: "original", visitors: 400, conversions: 12 },
          { name: "b", visitors: 380, conversions: 13 },
        ]),
      ),
    ).toBe(
      "Ainda inconclusivo: cada variante precisa de pelo menos 13.914 visitantes, e a que tem menos tem 380; a diferença entre as variantes ainda pode ser acaso (p = 0,739). Nenhuma variante vence antes disso.",
    );
    expect(
      verdictSentence(
        verdictOf([
          { name: "original", visitors: 3, conversions: 0 },
          { name: "b", visitors: 2, conversions: 0 },
        ]),
      ),
    ).toBe(
      "Ainda inconclusivo: ainda não há conversões para comparar as variantes. Nenhuma variante vence antes disso.",
    );
  });
});
