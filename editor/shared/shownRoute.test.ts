import { describe, expect, it } from "vitest";
import { savedRoute, shownRoute } from "./shownRoute.ts";

describe("an address in words", () => {
  it("names each part that changes from one visitor to the next, and leaves plain addresses alone", () => {
    expect(shownRoute("/pagamento/:cnpj")).toBe("/pagamento/[CNPJ do cliente]");
    expect(shownRoute("/sistema-para/:slug")).toBe("/sistema-para/[fim do endereço de cada linha]");
    expect(shownRoute("/pedido/:codigo")).toBe("/pedido/[codigo]");
    expect(shownRoute("/preco")).toBe("/preco");
  });

  it("saves the words back as the address's pattern", () => {
    for (const route of ["/pagamento/:cnpj", "/sistema-para/:slug", "/pedido/:codigo", "/preco"])
      expect(savedRoute(shownRoute(route))).toBe(route);
    expect(savedRoute("/oferta/[de natal]")).toBe("/oferta/[de natal]");
  });
});
