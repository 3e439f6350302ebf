import { pages } from "../site/siteData.ts";
import { pageDataFor, type PageData } from "../../model/routing/pageData.ts";
import { pageRoutes } from "../../model/routing/pageRoutes.ts";
import { browserRoutesOf } from "../../model/routing/routeResolver.ts";

/** Dev server only: page data straight from the configs, so that saving a JSON file reloads the page. */
export function devPageData(pathname: string): PageData {
  return pageDataFor(pathname, pages);
}

/** Dev server only: the routes a built page lists in its `browser-routes` island, from the configs (index.html has none). */
export function devBrowserRoutes(): string[] {
  return browserRoutesOf(pageRoutes(pages).map((route) => route.path));
}
