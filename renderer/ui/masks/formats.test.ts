import { describe, expect, it } from "vitest";
import { caretAfterDigits, digitsBeforeCaret } from "./caret.ts";
import { digitsOf, formatCardNumber, formatExpiry, formatPhone } from "./formats.ts";

describe("masks", () => {
  it.each([
    ["", ""],
    ["4", "(4"],
    ["44", "(44"],
    ["449", "(44) 9"],
    ["4499999", "(44) 9 9999"],
    ["44999990000", "(44) 9 9999-0000"],
    ["449999900001234", "(44) 9 9999-0000"],
  ])("formats phone digits %s as %s", (digits, shown) => {
    expect(formatPhone(digits)).toBe(shown);
  });

  it.each([
    ["4111", "4111"],
    ["41111", "4111 1"],
    ["4111111111111111", "4111 1111 1111 1111"],
    ["41111111111111112222", "4111 1111 1111 1111"],
  ])("formats card digits %s as %s", (digits, shown) => {
    expect(formatCardNumber(digits)).toBe(shown);
  });

  it.each([
    ["1", "1"],
    ["12", "12"],
    ["122", "12/2"],
    ["122030", "12/2030"],
    ["12203099", "12/2030"],
  ])("formats expiry digits %s as %s", (digits, shown) => {
    expect(formatExpiry(digits)).toBe(shown);
  });

  it("keeps only digits", () => {
    expect(digitsOf("(44) 9 9999-0000")).toBe("44999990000");
  });

  it("puts the caret back after the same digit", () => {
    expect(caretAfterDigits("4111 1111 1111", 5)).toBe(6);
    expect(caretAfterDigits("4111 1111", 4)).toBe(4);
    expect(caretAfterDigits("4111", 0)).toBe(0);
    expect(digitsBeforeCaret("4111 1111", 6)).toBe(5);
  });
});
