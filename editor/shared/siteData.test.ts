import { describe, expect, it } from "vitest";
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
});
