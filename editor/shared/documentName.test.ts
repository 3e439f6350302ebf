import { afterEach, describe, expect, it } from "vitest";
import { documentName, documentTitle, knowPageTitles } from "./documentName.ts";

describe("a document's name", () => {
  afterEach(() => knowPageTitles([]));

  it("names a page by its title, without the brand every title ends with, once the editor knows the titles", () => {
    expect(documentName("pages/black-friday.json")).toBe("a página “black-friday”");
    knowPageTitles([
      { name: "black-friday", title: "Black Friday 2026 | Gestor Nuvem" },
      { name: "sistema-para", title: "Sistema para {{row.segmento}} | Gestor Nuvem" },
    ]);
    expect(documentName("pages/black-friday.json")).toBe("a página “Black Friday 2026”");
    expect(documentTitle("pages/sistema-para.json")).toBe("Página “Sistema para [Coluna: segmento]”");
    expect(documentName("site.json")).toBe("as Configurações do site");
  });
});
