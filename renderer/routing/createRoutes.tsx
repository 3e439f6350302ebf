import type { RouteObject } from "react-router-dom";
import { PageView } from "../page/PageView.tsx";
import { NOT_FOUND_ROUTE, pageRoutes, type PageEntry } from "./pageRoutes.ts";

/** React Router routes for every page address, plus a catch-all that shows the not-found page. */
export function createRoutes(pages: PageEntry[]): RouteObject[] {
  const routes: RouteObject[] = pageRoutes(pages).map(({ path, page, layout }) => ({
    path,
    element: <PageView key={path} page={page} layout={layout} />,
  }));
  const notFound = pages.find((page) => page.config.route === NOT_FOUND_ROUTE);
  if (notFound) {
    routes.push({ path: "*", element: <PageView key="*" page={notFound} layout={notFound.config.layout ?? {}} /> });
  }
  return routes;
}
