import { readChoice, saveChoice, writeConsentCookie, type ConsentChoice } from "./consentChoice.ts";

/** What the banner shows: the visitor's choice (none yet: the banner asks) and whether it was reopened. */
export interface ConsentState {
  choice?: ConsentChoice;
  /** Reopened from the footer's "Preferências de cookies" to change the choice. */
  reopened: boolean;
}

const listeners = new Set<() => void>();
let state: ConsentState = { reopened: false };
let storage: Storage | null = null;
/** The element that reopened the banner gets the focus back once the visitor chooses. */
let opener: HTMLElement | null = null;
let focusRequested = false;

function set(next: ConsentState): void {
  state = next;
  listeners.forEach((notify) => notify());
}

/** Reads the stored choice (once per page load, before the app renders). */
export function loadConsent(from: Storage | null, now = Date.now()): ConsentState {
  storage = from;
  const choice = readChoice(from, now);
  // A choice made before the servers read the cookie gets it now, so that an A/B test counts it from this visit on.
  if (choice && typeof document !== "undefined") writeConsentCookie(choice);
  set({ choice, reopened: false });
  return state;
}

/** The current consent state (a new object on every change, for useSyncExternalStore). */
export function consentState(): ConsentState {
  return state;
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the banner should show: no choice yet, or reopened to change it. */
export function bannerWanted(current: ConsentState = state): boolean {
  return current.choice === undefined || current.reopened;
}

/** Records the visitor's choice (stored for 12 months) and closes the banner. */
export function chooseConsent(choice: ConsentChoice): void {
  saveChoice(storage, choice);
  writeConsentCookie(choice);
  set({ choice, reopened: false });
  if (opener?.isConnected) opener.focus();
  opener = null;
}

/** Shows the banner again so that the visitor can change the choice; the focus moves into it. */
export function reopenConsent(from: HTMLElement | null): void {
  opener = from;
  focusRequested = true;
  set({ ...state, reopened: true });
}

/** True once after {@link reopenConsent}: the banner then takes the focus (and not on every later mount). */
export function takeFocusRequest(): boolean {
  const requested = focusRequested;
  focusRequested = false;
  return requested;
}
