import { describe, expect, it } from "vitest";
import { formatBrazilianNumber, parseBrazilianNumber, type NumberRules } from "./brazilianNumber.ts";

const money: NumberRules = { integer: false, money: true, nonNegative: true };
const count: NumberRules = { integer: true, money: false, nonNegative: true };
const anyNumber: NumberRules = { integer: false, money: false, nonNegative: false };
const read = (text: string, rules = money) => parseBrazilianNumber(text, rules);

describe("parseBrazilianNumber", () => {
  it("reads the comma as the decimal separator and dots as thousands, never multiplying", () => {
    expect(read("49,90")).toEqual({ kind: "number", value: 49.9 });
    expect(read("1.234,50")).toEqual({ kind: "number", value: 1234.5 });
    expect(read("12.345.678,9")).toEqual({ kind: "number", value: 12345678.9 });
    expect(read("0,99")).toEqual({ kind: "number", value: 0.99 });
    expect(read(",5")).toEqual({ kind: "number", value: 0.5 });
    expect(read("49")).toEqual({ kind: "number", value: 49 });
  });

  it("takes a number half-typed as what it says so far", () => {
    expect(read("49,")).toEqual({ kind: "number", value: 49 });
    expect(read("49.")).toEqual({ kind: "number", value: 49 });
    expect(read("49,9")).toEqual({ kind: "number", value: 49.9 });
  });

  it("reads a single dot as thousands before three digits and as a decimal point otherwise", () => {
    expect(read("1.234")).toEqual({ kind: "number", value: 1234 });
    expect(read("49.90")).toEqual({ kind: "number", value: 49.9 });
    expect(read("123.45")).toEqual({ kind: "number", value: 123.45 });
    expect(read("1.5", anyNumber)).toEqual({ kind: "number", value: 1.5 });
    expect(read("1.2345", anyNumber)).toEqual({ kind: "number", value: 1.2345 });
  });

  it("accepts a pasted price with R$ and spaces", () => {
    expect(read("R$ 1.234,50")).toEqual({ kind: "number", value: 1234.5 });
    expect(read("R$\u00a049,90 ")).toEqual({ kind: "number", value: 49.9 });
  });

  it("refuses a minus sign where the value cannot be negative, from the first keystroke", () => {
    expect(read("-")).toEqual({ kind: "refused", reason: "negative" });
    expect(read("-5")).toEqual({ kind: "refused", reason: "negative" });
    expect(read("\u22125,00")).toEqual({ kind: "refused", reason: "negative" });
    expect(read("-5", count)).toEqual({ kind: "refused", reason: "negative" });
    expect(read("-5,5", anyNumber)).toEqual({ kind: "number", value: -5.5 });
  });

  it("refuses what is not a number written the Brazilian way", () => {
    for (const text of ["abc", "4a", "1,2,3", "1.23,4", "1,234.56", "1.2.3", ".", ","])
      expect(read(text), text).toEqual({ kind: "refused", reason: "notANumber" });
  });

  it("refuses a third decimal in reais and decimals in a whole number", () => {
    expect(read("49,999")).toEqual({ kind: "refused", reason: "tooManyCents" });
    expect(read("2,5", count)).toEqual({ kind: "refused", reason: "notInteger" });
    expect(read("30,0", count)).toEqual({ kind: "number", value: 30 });
    expect(read("15.000", count)).toEqual({ kind: "number", value: 15000 });
  });

  it("has nothing for an emptied field", () => {
    expect(read("")).toEqual({ kind: "empty" });
    expect(read("  ")).toEqual({ kind: "empty" });
  });
});

describe("formatBrazilianNumber", () => {
  it("shows reais with two decimals, a comma and thousands dots", () => {
    expect(formatBrazilianNumber(49.9, true)).toBe("49,90");
    expect(formatBrazilianNumber(49.99, true)).toBe("49,99");
    expect(formatBrazilianNumber(1234.5, true)).toBe("1.234,50");
    expect(formatBrazilianNumber(0, true)).toBe("0,00");
    expect(formatBrazilianNumber(1000000, true)).toBe("1.000.000,00");
  });

  it("shows other numbers with only the decimals they have", () => {
    expect(formatBrazilianNumber(15000, false)).toBe("15.000");
    expect(formatBrazilianNumber(640, false)).toBe("640");
    expect(formatBrazilianNumber(2.5, false)).toBe("2,5");
    expect(formatBrazilianNumber(-1234.25, false)).toBe("-1.234,25");
  });

  it("reads back what it shows", () => {
    for (const value of [0, 0.5, 49.9, 58.99, 1234.5, 32500, 1e6 + 0.01])
      expect(parseBrazilianNumber(formatBrazilianNumber(value, true), money)).toEqual({ kind: "number", value });
  });
});
