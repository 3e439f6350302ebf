import { useClientValue } from "../hydration/useClientValue.ts";
import { currentCampaign, NO_CAMPAIGN } from "./campaignStore.ts";
import type { Campaign } from "./campaignParams.ts";

const unchanging = () => () => {};

/**
 * The visit's campaign, for what a component renders with it. The prerendered HTML knows no campaign, so hydration
 * renders without one too (the markup matches) and React renders again with the visit's campaign right after.
 */
export function useCampaign(): Campaign {
  return useClientValue(unchanging, currentCampaign, NO_CAMPAIGN);
}
