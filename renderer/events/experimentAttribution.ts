/**
 * A tested page's attribution, loaded only by pages under a running A/B test (PageExperiment.tsx imports it on
 * demand), so that the other pages' initial JS stays as it was.
 */
import { attributionOf, type Attribution, type PageExperiment } from "../../model/experiments/attribution.ts";
import type { RecordKind } from "../../model/experiments/records.ts";
import { sendConversion } from "./conversionBeacon.ts";
import { pushEvent } from "./dataLayer.ts";

/** The test and variant this page view counts for now, from the visitor's cookies and today's date. */
export function attributionNow(experiment: PageExperiment): Attribution | undefined {
  return attributionOf(experiment, document.cookie, new Date().toISOString().slice(0, 10));
}

/**
 * Reports a page view's impression (`experiment_impression`, GA4's experiment convention: the test and the variant, no
 * personal data) or a conversion (the beacon), when the view counts for the test.
 */
export function report(experiment: PageExperiment, kind: RecordKind, pageRoute: string): void {
  const shown = attributionNow(experiment);
  if (!shown) return;
  if (kind !== "impressao") sendConversion(shown, kind);
  else
    pushEvent({
      event: "experiment_impression",
      page_route: pageRoute,
      experiment_id: shown.test,
      variant_id: shown.variant,
    });
}
