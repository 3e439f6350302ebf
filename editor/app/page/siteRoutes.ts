import type { PageSummary } from "../../shared/api.ts";
import { declaredRoutes } from "../../../model/routing/pageRoutes.ts";
import { blocksOf } from "./blockOps.ts";

/**
 * The addresses a button can lead to: every other page's route and aliases, this page's own as edited, and this
 * page's block anchors (#id). Routes with parameters (/pagamento/:cnpj) are left out: a link needs a real address.
 */
export function siteRoutes(pages: PageSummary[], name: string, data: Record<string, unknown>): string[] {
  const own = declaredRoutes(data).map(({ route }) => route);
  const anchors =
    typeof data.route === "string"
      ? blocksOf(data).flatMap((block) => (typeof block.id === "string" ? [`${data.route}#${block.id}`] : []))
      : [];
  const others = pages.filter((page) => page.name !== name).flatMap((page) => [page.route, ...page.aliases]);
  return [...new Set([...others, ...own, ...anchors])]
    .filter((route) => route.startsWith("/") && !route.includes(":"))
    .sort();
}
