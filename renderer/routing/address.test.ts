import { describe, expect, it } from "vitest";
import { matchPattern, parseAddress } from "./address.ts";

describe("parseAddress", () => {
  it("splits a path into pathname, query and anchor", () => {
    expect(parseAddress("/home?utm=x#planos")).toEqual({ pathname: "/home", search: "?utm=x", hash: "#planos" });
  });

  it("reads a full URL's path", () => {
    expect(parseAddress("https://example.com/preco")).toEqual({ pathname: "/preco", search: "", hash: "" });
  });
});

describe("matchPattern", () => {
  it("gives the values of the :name segments", () => {
    expect(matchPattern("/pagamento/:cnpj", "/pagamento/11222333000181")).toEqual({ cnpj: "11222333000181" });
  });

  it("matches a static route exactly, with or without a trailing slash", () => {
    expect(matchPattern("/preco", "/preco")).toEqual({});
    expect(matchPattern("/preco", "/preco/")).toEqual({});
    expect(matchPattern("/preco", "/precos")).toBeUndefined();
  });

  it("does not let a parameter span segments or be empty", () => {
    expect(matchPattern("/pagamento/:cnpj", "/pagamento/1/2")).toBeUndefined();
    expect(matchPattern("/pagamento/:cnpj", "/pagamento/")).toBeUndefined();
  });

  it("decodes a parameter and treats pattern punctuation literally", () => {
    expect(matchPattern("/a.b/:x", "/a.b/S%C3%A3o")).toEqual({ x: "São" });
    expect(matchPattern("/a.b/:x", "/aXb/1")).toBeUndefined();
  });
});
