import type { ExperimentConfig } from "../../schema/generated/experiment.ts";
import type { Verdict } from "./verdict.ts";

/** A test's result: what it is, each variant's counts, the statistics and the verdict in one sentence. */
export interface ExperimentResult {
  name: string;
  title: string;
  page: string;
  goal: ExperimentConfig["goal"];
  status: ExperimentConfig["status"];
  verdict: Verdict;
  sentence: string;
}
