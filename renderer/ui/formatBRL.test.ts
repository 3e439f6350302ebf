// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBRL } from "./formatBRL.ts";

const intl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

describe("formatBRL", () => {
  it("writes reais as pt-BR does, with a no-break space after R$", () => {
    expect(formatBRL(49.9)).toBe("R$\u00a049,90");
    expect(formatBRL(1234.5)).toBe("R$\u00a01.234,50");
    expect(formatBRL(4000)).toBe("R$\u00a04.000,00");
    expect(formatBRL(1_250_000)).toBe("R$\u00a01.250.000,00");
    expect(formatBRL(0)).toBe("R$\u00a00,00");
  });

  it("gives what Intl.NumberFormat gives for any amount in cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const value = cents / 100;
        expect(formatBRL(value)).toBe(intl.format(value).replace(/\s/g, "\u00a0"));
      }),
      { numRuns: 2000 },
    );
  });
});
