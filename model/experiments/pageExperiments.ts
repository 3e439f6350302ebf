import type { PageRoute } from "../routing/pageRoutes.ts";
import type { PageExperiment } from "./attribution.ts";
import type { ExperimentSplit } from "./splits.ts";

/** What a page of a running test carries about it: the test, its variants and dates, and the variant it is (if not the original). */
export function pageExperimentOf(split: ExperimentSplit, variant?: string): PageExperiment {
  const { name, start, end } = split;
  return {
    name,
    variants: split.variants.map((candidate) => candidate.name),
    ...(variant !== undefined && { variant }),
    ...(start && { start }),
    ...(end && { end }),
  };
}

/** The routes with each running test's page address marked with its test (aliases are not split: they stay as they are). */
export function withExperiments(routes: PageRoute[], splits: ExperimentSplit[]): PageRoute[] {
  if (splits.length === 0) return routes;
  const byRoute = new Map(splits.map((split) => [split.route, split]));
  return routes.map((route) => {
    const split = route.alias ? undefined : byRoute.get(route.path);
    return split ? { ...route, experiment: pageExperimentOf(split) } : route;
  });
}
