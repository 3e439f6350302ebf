import { useEffect } from "react";
import type { PageData } from "../../model/routing/pageData.ts";
import { pushEvent } from "./dataLayer.ts";
import { useAttribution } from "./PageExperiment.tsx";

/** The pages whose impression was pushed: one per page view, even where React runs an effect twice. */
const pushed = new WeakSet<PageData>();

/**
 * Pushes `experiment_impression` (GA4's experiment convention: the test and the variant, no personal data) once per
 * view of a page the visitor sees as their variant of a running test.
 */
export function useExperimentImpression(page: PageData): void {
  const attribution = useAttribution();
  useEffect(() => {
    const shown = attribution();
    if (!shown || pushed.has(page)) return;
    pushed.add(page);
    pushEvent({
      event: "experiment_impression",
      page_route: page.pattern,
      experiment_id: shown.test,
      variant_id: shown.variant,
    });
  }, [attribution, page]);
}
