import { createContext, useCallback, useContext } from "react";
import { attributionOf, type Attribution, type PageExperiment } from "../../model/experiments/attribution.ts";

const PageExperimentContext = createContext<PageExperiment | undefined>(undefined);

/** Gives a tested page's components its A/B test, as the build named it in the page's data. */
export const PageExperimentProvider = PageExperimentContext.Provider;

/**
 * A function saying which test and variant this page view counts for, if any. It reads the visitor's cookies when
 * called (in an effect or a click, never while rendering: the prerendered HTML knows no visitor).
 */
export function useAttribution(): () => Attribution | undefined {
  const experiment = useContext(PageExperimentContext);
  return useCallback(
    () => (experiment ? attributionOf(experiment, document.cookie, new Date().toISOString().slice(0, 10)) : undefined),
    [experiment],
  );
}
