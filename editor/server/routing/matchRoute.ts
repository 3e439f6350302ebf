import { refused, type Answer } from "../http.ts";
import type { Route } from "./route.ts";

/** The route a request asks for, with its address parts (decoded), or the answer that says why there is none. */
export type Match<C> = { route: Route<C>; params: Record<string, string> } | { answer: Answer };

/** The parts of `path` that `pattern` captures, or undefined when it is not that pattern's address. */
function capture(pattern: string, path: string): Record<string, string> | undefined {
  const expected = pattern.split("/");
  const actual = path.split("/");
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const given = actual[index]!;
    if (part.startsWith(":")) {
      if (!given) return undefined;
      params[part.slice(1)] = given;
    } else if (part !== given) return undefined;
  }
  return params;
}

/** Percent-decoded address parts, or undefined when one is not valid percent-encoding. */
function decoded(params: Record<string, string>): Record<string, string> | undefined {
  try {
    return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, decodeURIComponent(value)]));
  } catch {
    return undefined;
  }
}

/**
 * The route of `routes` for `method` and `path` (the address after /_editor/api/, without its query): 404 for an
 * address no route has, 405 (with Allow) for one that exists with other methods, 400 for a part that is not valid
 * percent-encoding. The first route that matches wins.
 */
export function matchRoute<C>(routes: readonly Route<C>[], method: string, path: string): Match<C> {
  const found = routes.flatMap((route) => {
    const params = capture(route.path, path);
    return params ? [{ route, params }] : [];
  });
  if (!found.length) return { answer: refused(404, "Endereço desconhecido.") };
  const match = found.find(({ route }) => route.method === method);
  if (!match) {
    const allowed = [...new Set(found.map(({ route }) => route.method))].join(", ");
    return {
      answer: {
        ...refused(405, `Este endereço não aceita o método ${method}; aceita ${allowed}.`),
        headers: { Allow: allowed },
      },
    };
  }
  const params = decoded(match.params);
  if (!params) return { answer: refused(400, "Endereço mal formado: um nome nele não está codificado corretamente.") };
  return { route: match.route, params };
}
