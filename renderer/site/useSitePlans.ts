import type { Plan } from "../../schema/generated/page.ts";
import { resolvePlan } from "../../model/content/sitePlans.ts";
import { useSite } from "./SiteContext.tsx";

/** A plans block's cards as shown: each one that names a plan of site.json filled from it (model/content/sitePlans.ts). */
export function useSitePlans(cards: Plan[]): Plan[] {
  const { plans } = useSite();
  return cards.map((card) => resolvePlan(card, plans));
}
