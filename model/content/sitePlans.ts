import type { Plan, PlanDetails } from "../../schema/generated/defs.ts";

/** site.json's plans (`plans`), by the short name pages refer to them by. */
export type PlanCatalogue = Readonly<Record<string, PlanDetails>> | undefined;

/**
 * A plans block's card as it is shown: a card that names a plan of site.json (`"plan": "comercioBasico"`) gets that
 * plan's name, subtitle, badge, colour, price and benefits, so every page lists the same plan in the same words, with
 * the card's own button. A card written in full, or one naming a plan site.json lacks (the validator reports it), is
 * left as it is.
 */
export function resolvePlan(card: Plan, catalogue: PlanCatalogue): Plan {
  const listed = card.plan === undefined ? undefined : catalogue?.[card.plan];
  if (!listed) return card;
  return { ...listed, ...(card.action && { action: card.action }), plan: card.plan };
}
