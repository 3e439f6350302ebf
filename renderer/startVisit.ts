import type { SiteConfig } from "../schema/generated/site.ts";
import { rememberCampaign } from "./campaign/campaignStore.ts";
import { startConsent } from "./consent/startConsent.ts";
import { dataLayer } from "./events/dataLayer.ts";

/**
 * What the visit needs before the app renders: the data layer, the campaign of the landing address (kept for the
 * visit), and, on sites with a Tag Manager container, Consent Mode's defaults and the stored choice.
 */
export function startVisit(site: SiteConfig): void {
  dataLayer();
  rememberCampaign(window.location.search);
  startConsent(site.tagManager?.containerId);
}
