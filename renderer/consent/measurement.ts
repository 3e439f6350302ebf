import { useExperiment } from "../events/PageExperiment.tsx";
import { useSite } from "../site/SiteContext.tsx";

/**
 * What the consent banner asks for on this page: Tag Manager's measurement when site.json names a container, else the
 * site's own measurement when the page is in a running A/B test (first party: nothing goes to another company), else
 * nothing (no banner, no "Preferências de cookies").
 */
export type Measurement = "tagManager" | "firstParty" | undefined;

/** The page's {@link Measurement}. */
export function useMeasurement(): Measurement {
  const { tagManager } = useSite();
  const experiment = useExperiment();
  if (tagManager) return "tagManager";
  return experiment ? "firstParty" : undefined;
}
