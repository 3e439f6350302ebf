import { matchPath } from "react-router-dom";

/**
 * How the site reads its route patterns (`/preco`, `/pagamento/:cnpj`), in one place for the browser's router,
 * the prerender and the server: React Router's own matching, case-sensitive, a `:name` standing for exactly one
 * segment, a trailing slash allowed.
 */

/** The route that shows the not-found page. */
export const NOT_FOUND_ROUTE = "/404";

/** Routes match the address's case exactly: /PRECO is not /preco (the server answers it with the 404 page). */
export const CASE_SENSITIVE = true;

/** True for a pattern with `:name` segments, one page for many addresses (e.g. /pagamento/:cnpj). */
export function hasParams(pattern: string): boolean {
  return /(^|\/):/.test(pattern);
}

/** Whether the route pattern answers on an address (a path without query or anchor). */
export function routeMatches(pattern: string, pathname: string): boolean {
  return matchPath({ path: pattern, caseSensitive: CASE_SENSITIVE, end: true }, pathname) !== null;
}
