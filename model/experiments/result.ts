import type { ExperimentConfig } from "../../schema/generated/experiment.ts";
import type { IgnoredReason } from "./records.ts";
import type { Verdict } from "./verdict.ts";

/** The lines a result left out, by reason: the tally's, and those that were no record at all. */
export type IgnoredLines = Record<IgnoredReason | "unreadable", number>;

/** A test's result: what it is, each variant's counts, the statistics and the verdict in one sentence. */
export interface ExperimentResult {
  name: string;
  title: string;
  page: string;
  goal: ExperimentConfig["goal"];
  status: ExperimentConfig["status"];
  verdict: Verdict;
  sentence: string;
  ignored: IgnoredLines;
}
