import { describe, expect, it } from "vitest";
import { CARD_BRANDS, detectBrand } from "./cardBrands.ts";

/** Every prefix of the brand table and the brand its order gives it: Visa wins over Elo 4xxx, Diners (38) over Hipercard 3841, Discover (65) over Elo 6500. */
const CASES: Array<[string, string | undefined]> = [
  ["4", "Visa"],
  ["51", "MasterCard"],
  ["52", "MasterCard"],
  ["53", "MasterCard"],
  ["54", "MasterCard"],
  ["55", "MasterCard"],
  ["34", "American Express"],
  ["37", "American Express"],
  ["300", "Diners Club"],
  ["301", "Diners Club"],
  ["302", "Diners Club"],
  ["303", "Diners Club"],
  ["304", "Diners Club"],
  ["305", "Diners Club"],
  ["36", "Diners Club"],
  ["38", "Diners Club"],
  ["6011", "Discover"],
  ["65", "Discover"],
  ["644", "Discover"],
  ["645", "Discover"],
  ["646", "Discover"],
  ["647", "Discover"],
  ["648", "Discover"],
  ["649", "Discover"],
  ["4011", "Visa"],
  ["4312", "Visa"],
  ["4389", "Visa"],
  ["4514", "Visa"],
  ["4576", "Visa"],
  ["5067", "Elo"],
  ["5090", "Elo"],
  ["6362", "Elo"],
  ["6500", "Discover"],
  ["6062", "Hipercard"],
  ["3841", "Diners Club"],
  ["637", "Hipercard"],
  ["6370", "Hipercard"],
  ["3528", "JCB"],
  ["3589", "JCB"],
  ["1234", undefined],
  ["56", undefined],
  ["306", undefined],
  ["", undefined],
];

describe("detectBrand", () => {
  it.each(CASES)("gives %s → %s", (prefix, brand) => {
    expect(detectBrand(`${prefix}${"0".repeat(16 - prefix.length)}`)).toBe(brand);
  });

  it("checks the brands in their fixed order (Visa first, so Elo 4xxx is Visa)", () => {
    expect(CARD_BRANDS.map((brand) => brand.name)).toEqual([
      "Visa",
      "MasterCard",
      "American Express",
      "Diners Club",
      "Discover",
      "Elo",
      "Hipercard",
      "JCB",
    ]);
  });
});
