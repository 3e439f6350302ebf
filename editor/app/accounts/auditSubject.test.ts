import { afterEach, describe, expect, it } from "vitest";
import { knowPageTitles, knowTests } from "../../shared/documentName.ts";
import { auditSubject } from "./auditSubject.ts";

describe("an activity line's subject", () => {
  afterEach(() => {
    knowPageTitles([]);
    knowTests([]);
  });

  it("names a document by its title, never by its file, and keeps an e-mail as it is", () => {
    knowPageTitles([{ name: "sobre", title: "Sobre nós | Gestor Nuvem" }]);
    knowTests([{ name: "testegratis", title: "Chamada mais curta", page: "sobre" }]);
    expect(auditSubject("pages/sobre.json")).toBe("Página “Sobre nós”");
    expect(auditSubject("experiments/testegratis/b.json")).toBe("Variante B do teste da página “Sobre nós”");
    expect(auditSubject("site.json")).toBe("Configurações do site");
    expect(auditSubject("ana@empresa.com.br")).toBe("ana@empresa.com.br");
  });
});
