import { campaignFrom, hasCampaign, type Campaign } from "./campaignParams.ts";

const STORAGE_KEY = "campanha";
const NONE: Campaign = Object.freeze({});

/** This page load's campaign; also what is kept when the browser refuses session storage. */
let current: Campaign = NONE;

/** The session storage, or null where the browser refuses it (some private modes, disabled storage). */
function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readStored(storage: Storage | null): Campaign {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    // What is stored is checked again: anything on the page may have written it.
    return parsed && typeof parsed === "object" ? campaignFrom(Object.entries(parsed)) : NONE;
  } catch {
    return NONE;
  }
}

/**
 * Keeps the campaign parameters of the address for the rest of the visit (the tab's session): the first
 * campaign of the visit wins, later addresses with other parameters do not replace it. Returns the visit's campaign.
 */
export function rememberCampaign(search: string, storage: Storage | null = sessionStore()): Campaign {
  const stored = readStored(storage);
  if (hasCampaign(stored)) return (current = stored);
  const fresh = campaignFrom(new URLSearchParams(search));
  if (!hasCampaign(fresh)) return (current = NONE);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(fresh));
  } catch {
    // Storage full or refused: the campaign still holds for this page load.
  }
  return (current = fresh);
}

/** The visit's campaign as {@link rememberCampaign} found it on this page load (empty before, and on the server). */
export function currentCampaign(): Campaign {
  return current;
}

/** The empty campaign: what the prerendered HTML and hydration use. */
export const NO_CAMPAIGN = NONE;
