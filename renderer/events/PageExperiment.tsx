import { createContext, useCallback, useContext } from "react";
import type { Attribution, PageExperiment } from "../../model/experiments/attribution.ts";
import type { ConversionKind } from "../../model/experiments/records.ts";

export type { Attribution };

const PageExperimentContext = createContext<PageExperiment | undefined>(undefined);

/** Gives a tested page's components its A/B test, as the build named it in the page's data. */
export const PageExperimentProvider = PageExperimentContext.Provider;

/** The attribution code, fetched by tested pages only, after the page is interactive. */
const attributionCode = () => import("./experimentAttribution.ts");

/**
 * What a component of the page needs of its A/B test: which test and variant the view counts for (reading the
 * visitor's cookies when called, never while rendering) and a conversion to report. On a page under no test both do
 * nothing and load nothing.
 */
export function useExperiment(): {
  attribution: () => Promise<Attribution | undefined>;
  convert: (kind: ConversionKind) => void;
} {
  const experiment = useContext(PageExperimentContext);
  const attribution = useCallback(
    async () => (experiment ? (await attributionCode()).attributionNow(experiment) : undefined),
    [experiment],
  );
  const convert = useCallback(
    (kind: ConversionKind) => {
      if (experiment) void attributionCode().then((code) => code.convert(experiment, kind));
    },
    [experiment],
  );
  return { attribution, convert };
}
