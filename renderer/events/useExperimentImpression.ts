import { useEffect } from "react";
import type { PageData } from "../../model/routing/pageData.ts";
import { reportFor } from "./PageExperiment.tsx";

/**
 * Pushes `experiment_impression` once per view of a page the visitor sees as their variant of a running test (React
 * runs an effect twice only in development, never for visitors).
 */
export function useExperimentImpression({ experiment, pattern }: PageData): void {
  useEffect(() => reportFor(experiment, "impressao", pattern), [experiment, pattern]);
}
