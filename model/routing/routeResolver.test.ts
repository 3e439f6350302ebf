import { describe, expect, it } from "vitest";
import { dataUrl, patternFor } from "./pageData.ts";
import { browserRoutesOf, normalizePath, routeResolver } from "./routeResolver.ts";

// A page at /pagamento/novo beside /pagamento/:cnpj, listed after it: the validator accepts both.
const table = ["/", "/preco", "/pagamento/:cnpj", "/pagamento/novo", "/:lang/precos", "/en/precos", "/404"];
const addresses = [
  "/",
  "//",
  "/preco",
  "/preco/",
  "/PRECO",
  "/pagamento/novo",
  "/pagamento/novo/",
  "/pagamento/11222333000181",
  "/pagamento/",
  "/pagamento/1/2",
  "/en/precos",
  "/pt/precos",
  "/nao-existe",
];

const resolve = routeResolver(table);

describe("routeResolver", () => {
  it("answers an address with its exact route before any route with parameters, whatever the order", () => {
    expect(resolve("/pagamento/novo")).toBe("/pagamento/novo");
    expect(routeResolver([...table].reverse())("/pagamento/novo/")).toBe("/pagamento/novo");
    expect(resolve("/en/precos")).toBe("/en/precos");
    expect(resolve("/pagamento/11222333000181")).toBe("/pagamento/:cnpj");
    expect(resolve("/pt/precos")).toBe("/:lang/precos");
  });

  it("matches exact routes in their own case, with or without trailing slashes, and a parameter as one segment", () => {
    expect(["/preco/", "//", "/PRECO", "/pagamento/", "/pagamento/1/2", "/nao-existe"].map(resolve)).toEqual([
      "/preco",
      "/",
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(routeResolver(["/promo/"])("/promo")).toBe("/promo/");
  });

  it("takes the first of two routes with parameters that answer the same address", () => {
    expect(routeResolver(["/:lang/precos", "/:x/:y"])("/pt/precos")).toBe("/:lang/precos");
    expect(routeResolver(["/:x/:y", "/:lang/precos"])("/pt/precos")).toBe("/:x/:y");
  });
});

describe("browserRoutesOf", () => {
  it("lists the routes with parameters and the exact routes they would also answer, and no other", () => {
    expect(browserRoutesOf(table)).toEqual(["/pagamento/novo", "/en/precos", "/pagamento/:cnpj", "/:lang/precos"]);
    expect(browserRoutesOf(["/", "/preco", "/404"])).toEqual([]);
  });

  it("let client navigation fetch the data of the page the server serves, for every address", () => {
    const known = browserRoutesOf(table);
    for (const address of addresses)
      expect(dataUrl(patternFor(address, known)), address).toBe(dataUrl(resolve(address) ?? normalizePath(address)));
    expect(dataUrl(patternFor("/pagamento/novo", known))).toBe("/_data/pagamento/novo.json");
  });
});
