import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("turns a page or column name into an address part", () => {
    expect(slugify("Black Friday 2026")).toBe("black-friday-2026");
    expect(slugify("  Lojas de Roupas — São José dos Pinhais! ")).toBe("lojas-de-roupas-sao-jose-dos-pinhais");
    expect(slugify("Ação & Promoção", 6)).toBe("acao-p");
    expect(slugify("Ação & Promoção", 5)).toBe("acao");
    expect(slugify("???")).toBe("");
  });
});
