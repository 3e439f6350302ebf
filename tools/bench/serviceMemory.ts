/**
 * The editor service's resident memory during `npm run bench:service`, sampled every second, and whether it stayed
 * flat: after warming up (schemas loaded, the check worker started), no growth to the end and no upward trend.
 */
import { readdirSync, readFileSync } from "node:fs";
import { median, slope } from "./stats.ts";

/** One sample: seconds since the load started (negative before), and the resident memory in bytes. */
export interface MemorySample {
  second: number;
  rss: number;
}

/** The pids of a process and everything it started (Linux /proc). */
function tree(pid: number): number[] {
  const found: number[] = [];
  for (const pending = [pid]; pending.length; ) {
    const next = pending.pop()!;
    found.push(next);
    try {
      for (const task of readdirSync(`/proc/${next}/task`))
        pending.push(...readFileSync(`/proc/${next}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** A process's resident memory now (VmRSS), in bytes; 0 when it is gone. */
function residentBytes(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Samples the service's memory every second from now: the largest process under `rootPid` (npm and tsx start the
 * service's Node process, which holds its worker threads), picked at the first sample and followed to the end.
 * `second()` says where the load is; the returned function stops and gives the samples.
 */
export function sampleServiceMemory(rootPid: number, second: () => number): () => MemorySample[] {
  const candidates = tree(rootPid).map((pid) => ({ pid, rss: residentBytes(pid) }));
  const service = candidates.reduce((largest, next) => (next.rss > largest.rss ? next : largest)).pid;
  const samples: MemorySample[] = [];
  const sample = () => samples.push({ second: second(), rss: residentBytes(service) });
  sample();
  const timer = setInterval(sample, 1000);
  return () => {
    clearInterval(timer);
    return samples;
  };
}

/** The memory figures of a run, in bytes, the slope in bytes per minute. */
export interface MemorySummary {
  start: number;
  /** The level after warming up: the median of the samples in the 10 s after `warmupSeconds`. */
  warm: number;
  peak: number;
  /** The median of the last 5 samples of the edits (before the publications). */
  endOfEdits: number;
  /** The last sample, after the publications. */
  end: number;
  slopePerMinute: number;
  flat: boolean;
  /** One sample every 10 s from the start of the load, to see the shape. */
  series: number[];
}

/** The tolerance of "flat": growth of at most 10 % (at least 16 MiB) of the level after warming up. */
const margin = (warm: number) => Math.max(0.1 * warm, 16 * 2 ** 20);

/**
 * Summarizes the samples of a load whose edits ran from second 0 to `editsSeconds`: flat when the end of the edits is
 * at most {@link margin} above the level after warming up, and the trend over the edits after warming up adds less
 * than that margin over their length (memory that goes down is flat: it does not grow).
 */
export function summarizeMemory(samples: MemorySample[], warmupSeconds: number, editsSeconds: number): MemorySummary {
  const inside = (from: number, to: number) => samples.filter(({ second }) => second >= from && second <= to);
  const warm = median(inside(warmupSeconds, warmupSeconds + 10).map(({ rss }) => rss));
  const edits = inside(warmupSeconds, editsSeconds);
  const endOfEdits = median(edits.slice(-5).map(({ rss }) => rss));
  const perSecond = slope(edits.map(({ second, rss }) => ({ x: second, y: rss })));
  const trend = perSecond * (editsSeconds - warmupSeconds);
  return {
    start: samples[0]?.rss ?? Number.NaN,
    warm,
    peak: Math.max(...samples.map(({ rss }) => rss)),
    endOfEdits,
    end: samples.at(-1)?.rss ?? Number.NaN,
    slopePerMinute: perSecond * 60,
    flat: endOfEdits - warm <= margin(warm) && trend <= margin(warm),
    series: samples.filter(({ second }) => second >= 0).filter((_, index) => index % 10 === 0).map(({ rss }) => rss),
  };
}
