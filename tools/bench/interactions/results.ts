import { median } from "../stats.ts";
import type { Sample } from "./measure.ts";

/** The bench's target: every interaction (INP's event duration) within this at the bench's processor slowdown. */
export const TARGET_MS = 100;

/** One interaction on one build over every run. */
export interface InteractionFigures {
  key: string;
  label: string;
  build: string;
  reference: boolean;
  samples: Sample[];
  medianMs: number;
  worstMs: number;
}

/** What `npm run bench:interactions` wrote to bench/interactions.json. */
export interface InteractionResults {
  date: string;
  runs: number;
  cpuSlowdown: number;
  viewport: { width: number; height: number };
  machine: { cpuModel: string; cpuCount: number; loadAtStart: number; chromium: string };
  builds: string[];
  figures: InteractionFigures[];
}

/** The figures of one interaction on one build from its samples (runs in which the page lacked it have none). */
export function figuresOf(
  key: string,
  label: string,
  build: string,
  reference: boolean,
  samples: Sample[],
): InteractionFigures {
  const durations = samples.map((sample) => sample.durationMs);
  return { key, label, build, reference, samples, medianMs: median(durations), worstMs: Math.max(...durations) };
}

/** Whether an interaction meets the target: its worst run within {@link TARGET_MS}. */
export const meetsTarget = (figures: InteractionFigures) => figures.worstMs <= TARGET_MS;
