import type { Attribution } from "../../model/experiments/attribution.ts";
import type { Campaign } from "./campaignParams.ts";
import { campaignOrigin } from "./originText.ts";

/** What a lead's `origem` holds: the visit's campaign and, in an A/B test, the test and variant (also in words). */
export type LeadOrigin = Campaign & { experimento?: string; variante?: string; resumo?: string };

/** An A/B test's variant in the words a sales team reads: "teste home-depoimentos, variante b". */
export function experimentOrigin({ test, variant }: Attribution): string {
  return `teste ${test}, variante ${variant}`;
}

/**
 * A lead's `origem`: the visit's campaign as it is and, when the page view counts for an A/B test, `experimento`,
 * `variante` and `resumo`, the readable origin ending with the test (`google / cpc / bf · teste home-ab, variante b`).
 */
export function leadOrigin(campaign: Campaign, experiment: Attribution | undefined): LeadOrigin {
  if (!experiment) return campaign;
  const resumo = [campaignOrigin(campaign), experimentOrigin(experiment)].filter(Boolean).join(" · ");
  return { ...campaign, experimento: experiment.test, variante: experiment.variant, resumo };
}
