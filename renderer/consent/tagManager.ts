import { dataLayer } from "../events/dataLayer.ts";
import { TAG_MANAGER_ORIGIN } from "./tagManagerOrigin.ts";

/** Consent Mode v2's signals: all denied until the visitor accepts. */
const SIGNALS = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;

function signals(value: "granted" | "denied"): Record<(typeof SIGNALS)[number], string> {
  return Object.fromEntries(SIGNALS.map((signal) => [signal, value])) as Record<(typeof SIGNALS)[number], string>;
}

/** Google's gtag(): Tag Manager reads consent commands only as an `arguments` object pushed to the data layer. */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the rest array is not what Tag Manager reads (comment above)
  dataLayer().push(arguments);
}

/** Consent Mode v2 defaults, before anything from Google loads: every signal denied. */
export function setConsentDefaults(): void {
  gtag("consent", "default", signals("denied"));
}

/** Tells Tag Manager the visitor's answer. */
export function updateConsent(granted: boolean): void {
  gtag("consent", "update", signals(granted ? "granted" : "denied"));
}

let requested = false;

/** Requests Tag Manager's script once (Google's snippet, as our own code: the CSP allows no inline script). */
export function loadTagManager(containerId: string): void {
  if (requested) return;
  requested = true;
  dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
