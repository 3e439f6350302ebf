import { localStore, type ConsentChoice } from "./consentChoice.ts";
import { consentState, loadConsent, subscribeConsent } from "./consentStore.ts";
import { loadTagManager, setConsentDefaults, updateConsent } from "./tagManager.ts";

/**
 * Reads the stored choice (an A/B test's banner needs it too); with a Tag Manager container, first sets Consent Mode's
 * defaults (all denied), and from then on loads Tag Manager as soon as (and only if) the visitor has accepted. Without
 * one, no third-party request is ever made.
 */
export function startConsent(containerId: string | undefined, storage: Storage | null = localStore()): void {
  if (!containerId) {
    loadConsent(storage);
    return;
  }
  setConsentDefaults();
  let applied: ConsentChoice | undefined;
  const apply = () => {
    const { choice } = consentState();
    if (choice === applied) return;
    // A refusal needs telling only after an acceptance: until then every signal is already denied.
    if (choice === "aceito" || applied === "aceito") updateConsent(choice === "aceito");
    applied = choice;
    if (choice === "aceito") loadTagManager(containerId);
  };
  loadConsent(storage);
  apply();
  subscribeConsent(apply);
}
