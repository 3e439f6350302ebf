import type { ReactNode } from "react";
import type { RouteObject } from "react-router-dom";
import { CASE_SENSITIVE } from "../../model/routing/routePatterns.ts";

/**
 * The router's table, the same in the browser and in the prerender: one route per pattern with parameters, so
 * that the page reads them with `useParams`, then every other address, whose page data says which page it shows
 * (the not-found page's when the build has none). Static routes are not listed: the browser would otherwise
 * need every page's address up front, and each new landing page would make every page heavier.
 */
export function siteRoutes(paramRoutes: string[], page: ReactNode): RouteObject[] {
  return [
    ...paramRoutes.map((path) => ({ path, caseSensitive: CASE_SENSITIVE, element: page })),
    { path: "*", element: page },
  ];
}
