import { CONSENT_ACCEPTED, CONSENT_COOKIE } from "../../model/experiments/consentCookie.ts";

/** The visitor's answer to the consent banner. */
export type ConsentChoice = "aceito" | "recusado";

const STORAGE_KEY = "consentimento-cookies";
/** How long a choice holds before the banner asks again. */
const VALID_MONTHS = 12;

/** The browser's local storage, or null where it is refused. */
export function localStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function expiry(madeAt: number): number {
  const date = new Date(madeAt);
  date.setMonth(date.getMonth() + VALID_MONTHS);
  return date.getTime();
}

/** The stored choice while it is less than 12 months old; undefined when none, expired or unreadable. */
export function readChoice(storage: Storage | null, now = Date.now()): ConsentChoice | undefined {
  try {
    const stored = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "null") as { escolha?: unknown; em?: unknown } | null;
    const { escolha, em } = stored ?? {};
    if ((escolha !== "aceito" && escolha !== "recusado") || typeof em !== "number" || em > now || now >= expiry(em))
      return undefined;
    return escolha;
  } catch {
    return undefined;
  }
}

/** Stores a choice with its date; where storage is refused it holds for this page only. */
export function saveChoice(storage: Storage | null, choice: ConsentChoice, now = Date.now()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ escolha: choice, em: now }));
  } catch {
    // Refused or full: the banner will ask again on the next page load.
  }
}

/**
 * Mirrors a choice in a first-party cookie the servers read before any script runs (an A/B test splits only visitors
 * who accepted, decision 080). After "Recusar" it also drops the cookies that kept a visitor's variants (`ab_…`).
 */
export function writeConsentCookie(choice: ConsentChoice, doc: Pick<Document, "cookie"> = document): void {
  const maxAge = VALID_MONTHS * 31 * 24 * 60 * 60;
  if (choice === "aceito") {
    doc.cookie = `${CONSENT_COOKIE}=${CONSENT_ACCEPTED}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
    return;
  }
  doc.cookie = `${CONSENT_COOKIE}=recusado; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
  for (const pair of doc.cookie.split(";")) {
    const name = pair.split("=")[0]!.trim();
    if (name.startsWith("ab_")) doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
}
