import { createContext, useContext } from "react";
import type { Attribution, PageExperiment } from "../../model/experiments/attribution.ts";
import type { RecordKind } from "../../model/experiments/records.ts";

export type { Attribution };

const PageExperimentContext = createContext<PageExperiment | undefined>(undefined);

/** Gives a tested page's components its A/B test, as the build named it in the page's data. */
export const PageExperimentProvider = PageExperimentContext.Provider;

/** The page's A/B test, on a tested page only. */
export function useExperiment(): PageExperiment | undefined {
  return useContext(PageExperimentContext);
}

/** The attribution code, fetched by tested pages only, after the page is interactive. */
const attributionCode = () => import("./experimentAttribution.ts");

/** Which test and variant this page view counts for (reading the visitor's cookies now); nothing loads without a test. */
export async function attributionFor(experiment: PageExperiment | undefined): Promise<Attribution | undefined> {
  return experiment && (await attributionCode()).attributionNow(experiment);
}

/**
 * Reports what a tested page's view did, when it counts: its impression (`experiment_impression`, with the page's
 * route) or a conversion (the beacon to the site's server). Nothing, and nothing loaded, without a test.
 */
export function reportFor(experiment: PageExperiment | undefined, kind: RecordKind, pageRoute = ""): void {
  if (experiment) void attributionCode().then((code) => code.report(experiment, kind, pageRoute));
}
