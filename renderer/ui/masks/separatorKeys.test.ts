import { describe, expect, it } from "vitest";
import { caretPastSeparators } from "./separatorKeys.ts";

describe("caretPastSeparators", () => {
  it.each<[string, number, string, number]>([
    ["4111 1111", 4, "Delete", 5],
    ["4111 1111", 5, "Backspace", 4],
    ["4111 1111", 6, "Backspace", 6],
    ["4111 1111", 2, "Delete", 2],
    ["12/2030", 2, "Delete", 3],
    ["12/2030", 3, "Backspace", 2],
    ["(44) 9 9999-0000", 3, "Delete", 5],
    ["(44) 9 9999-0000", 5, "Backspace", 3],
    ["(44) 9 9999-0000", 11, "Delete", 12],
    ["(4", 1, "Backspace", 0],
    ["4111 ", 5, "Delete", 5],
    ["4111 1111", 5, "ArrowLeft", 5],
  ])("in %j at %i, %s acts from %i", (value, caret, key, expected) => {
    expect(caretPastSeparators(value, caret, key)).toBe(expected);
  });
});
