import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG_DIR } from "../../model/paths.ts";
import { savedText, shownText } from "./siteData.ts";

describe("site data in a field", () => {
  it("shows each placeholder as its label in brackets, a collection's column as “Coluna: …”", () => {
    expect(shownText("*{{brand.name}}*: a solução de gestão do {{brand.group}}")).toBe(
      "*[Nome da marca]*: a solução de gestão do [Grupo da empresa]",
    );
    expect(shownText("Sistema de gestão em {{row.cidade}} | {{ brand.name }}")).toBe(
      "Sistema de gestão em [Coluna: cidade] | [Nome da marca]",
    );
  });

  it("saves the labels back as the placeholders the files have always had, and leaves other brackets alone", () => {
    const saved = "Ligue {{contact.salesPhone.display}} em {{row.cidade}} [promoção] {{contact.fax}} {{year}}";
    expect(shownText(saved)).not.toContain("{{");
    expect(savedText(shownText(saved))).toBe(saved);
    expect(savedText("Fale com a [Nome da marca] [até sexta]")).toBe("Fale com a {{brand.name}} [até sexta]");
  });

  it("names every piece the site's pages use by a label, the company's figures included: never by its path", () => {
    const pages = join(DEFAULT_CONFIG_DIR, "pages");
    const texts = readdirSync(pages).map((file) => shownText(readFileSync(join(pages, file), "utf8")));
    expect(texts.join("\n")).toContain("[Tempo de mercado]");
    expect(texts.flatMap((text) => text.match(/\[Dado do site: [^\]]*\]/g) ?? [])).toEqual([]);
  });
});
