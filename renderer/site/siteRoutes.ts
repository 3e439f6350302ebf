import type { ReactNode } from "react";
import type { RouteObject } from "react-router-dom";
import { CASE_SENSITIVE } from "../../model/routing/routePatterns.ts";

/**
 * The router's table, the same in the browser and in the prerender: one route per pattern with parameters, so
 * that the page reads them with `useParams`, and one per exact route such a pattern would also answer
 * (/pagamento/novo, which React Router ranks first, as the site's resolver does: it has no parameters), then every
 * other address, whose page data says which page it shows (the not-found page's when the build has none). Other
 * exact routes are not listed: the browser would otherwise need every page's address up front, and each new landing
 * page would make every page heavier.
 */
export function siteRoutes(browserRoutes: string[], page: ReactNode): RouteObject[] {
  return [
    ...browserRoutes.map((path) => ({ path, caseSensitive: CASE_SENSITIVE, element: page })),
    { path: "*", element: page },
  ];
}
