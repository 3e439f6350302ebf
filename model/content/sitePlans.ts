import type { Plan } from "../../schema/generated/defs.ts";

/** site.json's plans (`plans`), by the short name pages refer to them by. */
export type PlanCatalogue = Readonly<Record<string, Plan>> | undefined;

/**
 * A plans block's card as it is shown: a card that names a plan of site.json (`"plan": "comercioBasico"`) gets that
 * plan's name, subtitle, badge, colour, price and benefits, so every page lists the same plan in the same words; its
 * own button, when it has one, replaces the plan's. A card written in full, or one naming a plan site.json lacks (the
 * validator reports it), is left as it is.
 */
export function resolvePlan(card: Plan, catalogue: PlanCatalogue): Plan {
  const listed = card.plan === undefined ? undefined : catalogue?.[card.plan];
  if (!listed) return card;
  const { plan: _plan, ...details } = listed;
  return { ...details, ...(card.action && { action: card.action }), plan: card.plan };
}
