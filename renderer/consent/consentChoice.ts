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
