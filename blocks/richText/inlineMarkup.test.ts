import { describe, expect, it } from "vitest";
import defs from "../../schema/defs.schema.json";
import { ROUTE, linkTarget } from "./inlineMarkup.ts";

describe("the route of a text link", () => {
  it("is the schema's internalRoute pattern, with only the refusal of //host added", () => {
    expect(ROUTE.source.replace("(?!\\/)", "").replace(/\\\//g, "/")).toBe(defs.definitions.internalRoute.pattern);
  });

  it("leads to a route of the site, never to another host written as //host", () => {
    expect(linkTarget("/preco#planos")).toEqual({ route: "/preco#planos" });
    expect(linkTarget("//exemplo.com")).toBeUndefined();
  });
});
