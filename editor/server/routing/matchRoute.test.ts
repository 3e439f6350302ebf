// @vitest-environment node
import { describe, expect, it } from "vitest";
import { matchRoute } from "./matchRoute.ts";
import { NAME_PARAMS, route } from "./route.ts";

const answered = (status: number) => () => ({ status, body: {} });
const ROUTES = [
  route({ method: "GET", path: "pages", handle: answered(1) }),
  route({ method: "GET", path: "pages/:name", params: NAME_PARAMS, handle: answered(2) }),
  route({ method: "PUT", path: "pages/:name", params: NAME_PARAMS, handle: answered(3) }),
  route({ method: "POST", path: "site/validate", handle: answered(4) }),
];

describe("matching a request to the route table", () => {
  it("finds the route of the method and address, with its parts decoded", () => {
    const match = matchRoute(ROUTES, "PUT", `pages/${encodeURIComponent("promo natal")}`);
    expect(match).toEqual({ route: ROUTES[2], params: { name: "promo natal" } });
    expect(matchRoute(ROUTES, "POST", "site/validate")).toEqual({ route: ROUTES[3], params: {} });
  });

  it.each(["nada", "pages/home/extra", "pages/", "site/apagar", "", "site/validate/"])(
    "answers 404 in Portuguese to the address %j, which no route has",
    (path) => {
      expect(matchRoute(ROUTES, "GET", path)).toEqual({
        answer: { status: 404, body: { reason: "refused", message: "Endereço desconhecido." } },
      });
    },
  );

  it("answers 405 with the methods the address takes to one it does not", () => {
    expect(matchRoute(ROUTES, "DELETE", "pages/home")).toEqual({
      answer: {
        status: 405,
        headers: { Allow: "GET, PUT" },
        body: { reason: "refused", message: "Este endereço não aceita o método DELETE; aceita GET, PUT." },
      },
    });
  });

  it("answers 400 to a part that is not valid percent-encoding", () => {
    expect(matchRoute(ROUTES, "GET", "pages/%E0%A4%A")).toEqual({
      answer: {
        status: 400,
        body: {
          reason: "refused",
          message: "Endereço mal formado: um nome nele não está codificado corretamente.",
        },
      },
    });
  });
});
