import { hasParams, routeMatches } from "./routePatterns.ts";

/** An address without its trailing slashes ("/" and "//" are "/"), the form exact routes are written in. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

/** Finds the route pattern that answers an address, or undefined when none does. */
export type RouteResolver = (pathname: string) => string | undefined;

/**
 * The site's one rule for which route answers an address, used by the server, the prerender, the dev server and the
 * browser's navigation: an exact route (the address itself, without trailing slashes, in its own case) before a
 * route with parameters, and among those the first listed. /pagamento/novo is its own page even beside
 * /pagamento/:cnpj. Exact routes are looked up, not scanned, so a 10,000-page table costs one lookup per request.
 */
export function routeResolver(patterns: readonly string[]): RouteResolver {
  const exact = new Map<string, string>();
  for (const pattern of patterns) {
    const key = normalizePath(pattern);
    if (!hasParams(pattern) && !exact.has(key)) exact.set(key, pattern);
  }
  const withParams = patterns.filter(hasParams);
  return (pathname) => {
    const path = normalizePath(pathname);
    return exact.get(path) ?? withParams.find((pattern) => routeMatches(pattern, path));
  };
}

/**
 * The routes the browser must know to resolve any address as {@link routeResolver} does on the whole table: the
 * routes with parameters, and the exact routes one of them would also answer (/pagamento/novo beside
 * /pagamento/:cnpj). Any other address is its own exact route or none, which the browser learns from the data
 * file it asks for; so a new landing page adds nothing to every page's HTML.
 */
export function browserRoutesOf(patterns: readonly string[]): string[] {
  const withParams = patterns.filter(hasParams);
  const shadowed = patterns.filter(
    (pattern) => !hasParams(pattern) && withParams.some((param) => routeMatches(param, pattern)),
  );
  return [...shadowed, ...withParams];
}
