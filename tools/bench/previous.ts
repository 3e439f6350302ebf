import { existsSync, readFileSync } from "node:fs";
import type { BenchResults } from "./results.ts";

/** The figures of one route that a later run is compared with. */
export interface RouteSummary {
  route: string;
  /** Initial JS, gzip; absent when the run did not measure sizes for the route. */
  jsGzip?: number;
  performance: number;
  tbtMs: number;
  /** TBT of the page minus TBT of its no-script copy. */
  tbtAddedMs: number;
}

/** What a run keeps of the run before it (the bench/results.json it replaces). */
export interface PreviousRun {
  date: string;
  routes: RouteSummary[];
}

/** The per-route figures of a run, for the next run to compare with. */
export function summarizeRun(results: Pick<BenchResults, "date" | "real" | "lighthouse">): PreviousRun {
  const sizes = new Map((results.real.routes ?? []).map((route) => [route.route, route.jsGzip]));
  return {
    date: results.date,
    routes: results.lighthouse.map(({ route, site, limit }) => ({
      route,
      jsGzip: sizes.get(route),
      performance: site.median.scores.performance,
      tbtMs: site.median.tbtMs,
      tbtAddedMs: site.median.tbtMs - limit.median.tbtMs,
    })),
  };
}

/** The summary of the results file a run is about to replace, if there is one and it can be read. */
export function readPrevious(file: string): PreviousRun | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return summarizeRun(JSON.parse(readFileSync(file, "utf8")) as BenchResults);
  } catch {
    return undefined;
  }
}
