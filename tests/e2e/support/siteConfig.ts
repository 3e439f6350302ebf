import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_CONFIG_DIR } from "../../../model/paths.ts";
import { placeholdersFrom } from "../../../model/content/currentYear.ts";
import { interpolate } from "../../../model/content/interpolate.ts";
import { resolvePlan } from "../../../model/content/sitePlans.ts";
import type { PageConfig, Plan } from "../../../schema/generated/page.ts";
import type { SiteConfig } from "../../../schema/generated/site.ts";

const read = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const rawSite = read(join(DEFAULT_CONFIG_DIR, "site.json"));
const source = placeholdersFrom(rawSite);

/** site.json as the browser sees it. */
export const site = interpolate(rawSite, source) as SiteConfig;

/** Every page config by file name, placeholders filled. */
export const pages: Record<string, PageConfig> = Object.fromEntries(
  readdirSync(join(DEFAULT_CONFIG_DIR, "pages")).map((file) => [
    file.replace(/\.json$/, ""),
    interpolate(read(join(DEFAULT_CONFIG_DIR, "pages", file)), source) as PageConfig,
  ]),
);

/** A concrete URL for a route pattern (a valid CNPJ for the payment page's parameter). */
export function urlFor(route: string): string {
  return route.replace(":cnpj", "11222333000181");
}

/** Every address the site answers on, with the page it shows. */
export const addresses: Array<{ path: string; name: string; page: PageConfig }> = Object.entries(pages).flatMap(
  ([name, page]) => [
    { path: urlFor(page.route), name, page },
    ...(page.aliases ?? []).map((alias) => ({ path: alias.route, name, page })),
  ],
);

/** The fallback chat URL of a page's link. */
export function fallbackHref(page: PageConfig, linkName: string): string {
  const message = page.links?.[linkName]?.message ?? "";
  return `${site.chat.baseUrl}${site.chat.phone}?text=${encodeURIComponent(message)}`;
}

/** A plan card as a page shows it: named, with its benefits. */
export type ShownPlan = Plan & { name: string; benefits: string[] };

/** The cards of a page's first plans block as the page shows them, each plan of site.json filled in. */
export function plansOf(page: PageConfig): ShownPlan[] {
  const block = page.blocks.find((candidate) => candidate.type === "plans");
  if (block?.type !== "plans") return [];
  return block.plans.map((card) => resolvePlan(card, site.plans) as ShownPlan);
}
