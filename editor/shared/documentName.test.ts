import { afterEach, describe, expect, it } from "vitest";
import { documentName, documentTitle, knowPageTitle, knowPageTitles, knowTests } from "./documentName.ts";

describe("a document's name", () => {
  afterEach(() => {
    knowPageTitles([]);
    knowTests([]);
  });

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

  it("names a page just made, in no list yet, by the title typed into it", () => {
    knowPageTitles([{ name: "sobre", title: "Sobre | Gestor Nuvem" }]);
    knowPageTitle("black-friday-2026", "   ");
    expect(documentName("pages/black-friday-2026.json")).toBe("a página “black-friday-2026”");
    knowPageTitle("black-friday-2026", "Black Friday 2026 | Gestor Nuvem");
    expect(documentName("pages/black-friday-2026.json")).toBe("a página “Black Friday 2026”");
    expect(documentName("pages/sobre.json")).toBe("a página “Sobre”");
  });

  it("names a variant by its test's page and a test by the name the team gave it, once the editor knows the tests", () => {
    expect(documentName("experiments/testegratis/b.json")).toBe("a variante B do teste “testegratis”");
    knowPageTitles([{ name: "teste-gratis", title: "Teste grátis | Gestor Nuvem" }]);
    knowTests([{ name: "testegratis", title: "Título mais curto", page: "teste-gratis" }]);
    expect(documentName("experiments/testegratis/b.json")).toBe("a variante B do teste da página “Teste grátis”");
    expect(documentTitle("experiments/testegratis.json")).toBe("Teste A/B “Título mais curto”");
  });
});
