import { describe, expect, it } from "vitest";
import { ADVERSARIAL_TEXTS, cpuMillisecondsOf } from "../../tests/helpers/adversarialTexts.ts";
import { unbreakablePieces } from "./unbreakable.ts";

const whole = (text: string) =>
  unbreakablePieces(text)
    .filter((piece) => piece.kind !== "plain")
    .map((piece) => `${piece.kind}:${piece.text}`);

describe("unbreakablePieces", () => {
  it("keeps prices, thousands, percentages and phone numbers whole", () => {
    expect(whole("A média de R$ 4.000,00 por mês, até 35% de comissão e +100 mil leads.")).toEqual([
      "whole:R$ 4.000,00",
      "whole:35%",
      "whole:+100 mil",
    ]);
    expect(whole("Mais de 25 mil empresas; invista R$ 10 por dia; acima de R$ 50 mil.")).toEqual([
      "whole:25 mil",
      "whole:R$ 10",
      "whole:R$ 50 mil",
    ]);
    expect(whole("Ligue (44) 3000-0000 ou (44) 99999-0000.")).toEqual([
      "whole:(44) 3000-0000",
      "whole:(44) 99999-0000",
    ]);
  });

  it("keeps hyphenated words whole and tells e-mail addresses apart, without the sentence's last full stop", () => {
    expect(whole("Emita NF-e pelo e-mail contato@gestornuvem.example.")).toEqual([
      "whole:NF-e",
      "whole:e-mail",
      "email:contato@gestornuvem.example",
    ]);
  });

  it("leaves the rest as plain text, in order, losing nothing", () => {
    const text = "Até 35% de comissão (R$ 4.000,00), 24 horas por dia.";
    const pieces = unbreakablePieces(text);
    expect(pieces.map((piece) => piece.text).join("")).toBe(text);
    expect(pieces.map((piece) => piece.kind)).toEqual(["plain", "whole", "plain", "whole", "plain"]);
    expect(unbreakablePieces("Sem números aqui")).toEqual([{ kind: "plain", text: "Sem números aqui" }]);
  });
});

describe("unbreakablePieces on long texts", () => {
  // 100,000 characters: linear, a few milliseconds; the former unbounded patterns took minutes on some of these.
  it.each(Object.entries(ADVERSARIAL_TEXTS))("splits %s in linear time, losing nothing", (_name, text) => {
    let pieces: ReturnType<typeof unbreakablePieces> = [];
    expect(cpuMillisecondsOf(() => (pieces = unbreakablePieces(text)))).toBeLessThan(500);
    expect(pieces.map((piece) => piece.text).join("")).toBe(text);
  });
});
