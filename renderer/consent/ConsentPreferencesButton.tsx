import { useSite } from "../site/SiteContext.tsx";
import { reopenConsent } from "./consentStore.ts";
import { useMeasurement } from "./measurement.ts";

/** "Preferências de cookies": reopens the banner to change the choice. Only on pages that measure (measurement.ts). */
export function ConsentPreferencesButton({ className }: { className?: string }) {
  const { consent } = useSite();
  const measurement = useMeasurement();
  if (!measurement) return null;
  return (
    <button type="button" className={className} onClick={(event) => reopenConsent(event.currentTarget)}>
      {consent.preferences}
    </button>
  );
}
