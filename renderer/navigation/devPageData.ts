import { pages } from "../site/siteData.ts";
import { pageDataFor, type PageData } from "../../model/routing/pageData.ts";

/** Dev server only: page data straight from the configs, so that saving a JSON file reloads the page. */
export function devPageData(pathname: string): PageData {
  return pageDataFor(pathname, pages);
}
