import { describe, expect, it } from "vitest";
import type { PageConfig } from "../../schema/generated/page.ts";
import { dataUrl, pageDataFor, patternFor } from "./pageData.ts";

const page = (route: string, extra: Partial<PageConfig> = {}): PageConfig => ({
  route,
  title: "T",
  description: "D",
  blocks: [{ type: "faq", items: [{ question: "P?", answer: "R." }] }],
  ...extra,
});
const pages = [
  { name: "home", config: page("/", { aliases: [{ route: "/home", layout: { nav: false } }] }) },
  { name: "preco", config: page("/preco", { layout: { footer: "minimal" } }) },
  { name: "pagamento", config: page("/pagamento/:cnpj") },
  { name: "pagamento-novo", config: page("/pagamento/novo") },
  { name: "nao-encontrada", config: page("/404") },
];

describe("pageDataFor", () => {
  it("finds a page by route or alias, with that address's layout and all of the page's addresses", () => {
    expect(pageDataFor("/preco/", pages)).toMatchObject({
      pattern: "/preco",
      name: "preco",
      layout: { footer: "minimal" },
      routes: ["/preco"],
    });
    expect(pageDataFor("/home", pages)).toMatchObject({
      pattern: "/home",
      name: "home",
      layout: { nav: false },
      routes: ["/", "/home"],
    });
  });

  it("matches parameter routes, and shows the not-found page for anything else", () => {
    expect(pageDataFor("/pagamento/11222333000181", pages).pattern).toBe("/pagamento/:cnpj");
    expect(pageDataFor("/pagamento/novo/", pages).name).toBe("pagamento-novo");
    expect(pageDataFor("/pagamento/1/2", pages).name).toBe("nao-encontrada");
    expect(pageDataFor("/PRECO", pages).name).toBe("nao-encontrada");
  });
});

describe("data files", () => {
  it("are named after the route pattern", () => {
    expect(["/", "/preco", "/lpanunciosMeta", "/pagamento/:cnpj"].map(dataUrl)).toEqual([
      "/_data/index.json",
      "/_data/preco.json",
      "/_data/lpanunciosMeta.json",
      "/_data/pagamento/_cnpj.json",
    ]);
  });

  it("of a parameter address are the pattern's, of an exact route the route's even where a pattern would answer", () => {
    const known = ["/pagamento/novo", "/pagamento/:cnpj"];
    expect(patternFor("/pagamento/123/", known)).toBe("/pagamento/:cnpj");
    expect(patternFor("/pagamento/novo/", known)).toBe("/pagamento/novo");
    expect(patternFor("/preco/", known)).toBe("/preco");
  });
});
