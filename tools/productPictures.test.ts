import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  OUTPUT_DIR,
  SOURCE_DIR,
  drawings,
  missingCharacters,
  productPicture,
  textsByWeight,
} from "./productPictures.ts";

const source = (name: string) => readFileSync(join(SOURCE_DIR, name), "utf8");

describe("the product mock-ups (public/img/produto/)", () => {
  it("reads which characters a drawing writes in which weight, from the text or an enclosing group", () => {
    const svg = `<svg><g font-weight="700"><text>Olá</text><text font-weight="400">ok</text></g><text>Já</text><rect/></svg>`;
    expect(Object.fromEntries(textsByWeight(svg))).toEqual({ 400: "Jkoá", 700: "Olá" });
  });

  it("refuses a drawing with a character the site's typeface lacks, naming it", async () => {
    const svg = `<svg><text>Estoque › Produtos</text></svg>`;
    expect(missingCharacters(svg)).toEqual(["›"]);
    await expect(productPicture(svg)).rejects.toThrow("O tipo de letra do site não tem estes caracteres: ›");
  });

  it.each(drawings())("%s: every character it draws is in the site's typeface", (name) => {
    expect(missingCharacters(source(name))).toEqual([]);
  });

  it.each(drawings())(
    "%s: has a full and a phone version, and is what tools/productPictures.ts makes",
    async (name) => {
      const svg = source(name);
      expect(svg).toContain('<g class="full">');
      expect(svg).toContain('<g class="phone">');
      expect(await productPicture(svg)).toBe(readFileSync(join(OUTPUT_DIR, name), "utf8"));
    },
  );
});
