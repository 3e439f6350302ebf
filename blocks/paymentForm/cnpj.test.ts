import { describe, expect, it } from "vitest";
import { formatCnpj, isValidCnpj } from "./cnpj.ts";

describe("CNPJ", () => {
  it.each(["11222333000181", "11.222.333/0001-81", "45723174000110"])("accepts %s", (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each(["11222333000182", "11222333000191", "1122233300018", "00000000000000", "11111111111111", "abc", ""])(
    "rejects %s",
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(false);
    },
  );

  it("formats as 00.000.000/0000-00", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
  });
});
