import { useEffect } from "react";
import type { PageData } from "../../model/routing/pageData.ts";

/** The pages whose impression was pushed: one per page view, even where React runs an effect twice. */
const pushed = new WeakSet<PageData>();

/** Pushes `experiment_impression` once per view of a page the visitor sees as their variant of a running test. */
export function useExperimentImpression(page: PageData): void {
  useEffect(() => {
    const { experiment } = page;
    if (!experiment || pushed.has(page)) return;
    pushed.add(page);
    void import("./experimentAttribution.ts").then((code) => code.pushImpression(experiment, page.pattern));
  }, [page]);
}
