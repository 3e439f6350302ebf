import { blockTypesOf } from "../blocks/blockRegistry.ts";
import { loadBlocks } from "../blocks/loadedBlocks.ts";
import { NOT_FOUND_ROUTE } from "../../model/routing/routePatterns.ts";
import { otherPagesStyles } from "./otherPagesStyles.ts";
import { dataUrl, patternFor, type PageData } from "../../model/routing/pageData.ts";

async function fetchData(url: string): Promise<Response> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok && response.status !== 404) throw new Error(`${url} respondeu ${response.status}.`);
  return response;
}

/** The page data of an address from the build's data files (the not-found page's for an unknown address). */
async function fetchPageData(pathname: string, browserRoutes: string[]): Promise<PageData> {
  const response = await fetchData(dataUrl(patternFor(pathname, browserRoutes)));
  if (response.ok) return (await response.json()) as PageData;
  const notFound = await fetchData(dataUrl(NOT_FOUND_ROUTE));
  if (!notFound.ok) throw new Error(`Sem dados para ${pathname} nem para ${NOT_FOUND_ROUTE}.`);
  return (await notFound.json()) as PageData;
}

/**
 * Everything needed to show an address: its page data, the code of its blocks and, on the first move away from a
 * prerendered page, the rules of other pages' blocks that page left out.
 */
export async function loadPage(pathname: string, browserRoutes: string[]): Promise<PageData> {
  const styles = otherPagesStyles();
  const page = import.meta.env.DEV
    ? (await import("./devPageData.ts")).devPageData(pathname)
    : await fetchPageData(pathname, browserRoutes);
  await Promise.all([loadBlocks(blockTypesOf(page.config.blocks)), styles]);
  return page;
}
