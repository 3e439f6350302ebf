import type { ChatSettings } from "../../schema/generated/site.ts";
import type { Attribution } from "../../model/experiments/attribution.ts";
import type { Campaign } from "./campaignParams.ts";

/** What a lead's `origem` holds: the visit's campaign and, in an A/B test, the test and variant (also in words). */
export type LeadOrigin = Campaign & { experimento?: string; variante?: string; resumo?: string };

/** The readable origin of a visit: its utm_source / utm_medium / utm_campaign (those present), or undefined. */
export function campaignOrigin(campaign: Campaign): string | undefined {
  const parts = [campaign.utm_source, campaign.utm_medium, campaign.utm_campaign].filter(
    (part): part is string => part !== undefined,
  );
  return parts.length ? parts.join(" / ") : undefined;
}

/**
 * A chat message with the visit's origin at its end, in site.json's words (`chat.campaignText`), when
 * `chat.campaignInMessage` is on and the visit has an origin; otherwise the message as it is.
 */
export function messageWithOrigin(message: string, chat: ChatSettings, campaign: Campaign): string {
  const origin = chat.campaignInMessage ? campaignOrigin(campaign) : undefined;
  // A function replacement: a campaign value is the visitor's text, and "$&" in it must stay "$&".
  return origin ? `${message} ${chat.campaignText.replace("{origem}", () => origin)}` : message;
}

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
