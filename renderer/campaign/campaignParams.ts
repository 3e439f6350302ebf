/** The address parameters that say where a visit came from (UTM conventions and the ad networks' click ids). */
export const CAMPAIGN_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
] as const;

/** One of {@link CAMPAIGN_KEYS}. */
export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];

/** The campaign parameters of a visit: only the known ones, only acceptable values. */
export type Campaign = Partial<Record<CampaignKey, string>>;

const MAX_LENGTH = 200;
/** Letters, marks, digits, punctuation, symbols and spaces: no control, format or unassigned characters. */
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]+$/u;
/** A value that is an address of a scheme that runs code is an attack, never a campaign name. */
const SCRIPT_SCHEME = /^\s*(javascript|vbscript|data)\s*:/i;

/** True for a value worth keeping: 1–200 printable characters, not all blank, not a script address. */
export function isAcceptableValue(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length <= MAX_LENGTH &&
    value.trim() !== "" &&
    PRINTABLE.test(value) &&
    !SCRIPT_SCHEME.test(value)
  );
}

/** The campaign in some key/value pairs (an address's query, or what was stored): the first acceptable value of each known key. */
export function campaignFrom(entries: Iterable<[string, unknown]>): Campaign {
  const campaign: Campaign = {};
  const seen = new Set<string>();
  for (const [key, value] of entries) {
    if (seen.has(key) || !(CAMPAIGN_KEYS as readonly string[]).includes(key)) continue;
    seen.add(key);
    if (isAcceptableValue(value)) campaign[key as CampaignKey] = value;
  }
  return campaign;
}

/** True when a campaign holds at least one parameter. */
export function hasCampaign(campaign: Campaign): boolean {
  return Object.keys(campaign).length > 0;
}
