import { describe, expect, it } from "vitest";
import { hasParams, routeMatches } from "./routePatterns.ts";

describe("route patterns", () => {
  it("give a :name segment exactly one segment of the address", () => {
    expect(routeMatches("/pagamento/:cnpj", "/pagamento/11222333000181")).toBe(true);
    expect(routeMatches("/pagamento/:cnpj", "/pagamento/11222333000181/")).toBe(true);
    expect(routeMatches("/pagamento/:cnpj", "/pagamento/")).toBe(false);
    expect(routeMatches("/pagamento/:cnpj", "/pagamento/1/2")).toBe(false);
  });

  it("match a static route exactly, in its own case, with or without a trailing slash", () => {
    expect(routeMatches("/preco", "/preco")).toBe(true);
    expect(routeMatches("/preco", "/preco/")).toBe(true);
    expect(routeMatches("/preco", "/precos")).toBe(false);
    expect(routeMatches("/preco", "/PRECO")).toBe(false);
    expect(routeMatches("/", "/")).toBe(true);
    expect(routeMatches("/", "/preco")).toBe(false);
  });

  it("treat punctuation in a pattern literally", () => {
    expect(routeMatches("/a.b/:x", "/a.b/1")).toBe(true);
    expect(routeMatches("/a.b/:x", "/aXb/1")).toBe(false);
  });

  it("tell patterns with parameters", () => {
    expect(["/pagamento/:cnpj", "/:lang/precos", "/preco", "/"].map(hasParams)).toEqual([true, true, false, false]);
  });
});
