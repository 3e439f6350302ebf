import type { ChatSettings } from "../../schema/generated/site.ts";
import type { Campaign } from "./campaignParams.ts";

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
