import { useSite } from "../site/SiteContext.tsx";
import { reopenConsent } from "./consentStore.ts";

/** "Preferências de cookies": reopens the banner to change the choice. Only on sites with a Tag Manager container. */
export function ConsentPreferencesButton({ className }: { className?: string }) {
  const { tagManager, consent } = useSite();
  if (!tagManager) return null;
  return (
    <button type="button" className={className} onClick={(event) => reopenConsent(event.currentTarget)}>
      {consent.preferences}
    </button>
  );
}
