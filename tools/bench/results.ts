import type { RouteLighthouse } from "./lighthouseRoutes.ts";
import type { MachineFacts } from "./machine.ts";
import type { BenchOptions } from "./options.ts";
import type { PreviousRun } from "./previous.ts";
import type { SiteResult } from "./siteResult.ts";
import type { TargetCheck } from "./targets.ts";

/** Everything one bench run measured: the content of bench/results.json, rendered into bench/results.md. */
export interface BenchResults {
  date: string;
  options: BenchOptions;
  machine: MachineFacts;
  lighthouseVersion: string;
  /** Median of Lighthouse's benchmarkIndex over all runs. */
  benchmarkIndex: number;
  durationMs: number;
  lighthouseMs: number;
  real: SiteResult;
  large: SiteResult;
  lighthouse: RouteLighthouse[];
  targets: TargetCheck[];
  /** The run this one replaced in bench/results.json, summarised, to compare with. */
  previous?: PreviousRun;
}
