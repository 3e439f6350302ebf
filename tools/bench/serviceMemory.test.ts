import { describe, expect, it } from "vitest";
import { summarizeMemory, type MemorySample } from "./serviceMemory.ts";

const MIB = 2 ** 20;
/** A sample a second for `seconds`, the memory in MiB as `at` gives it. */
const samples = (seconds: number, at: (second: number) => number): MemorySample[] =>
  Array.from({ length: seconds + 1 }, (_, second) => ({ second, rss: at(second) * MIB }));

describe("whether the service's memory stayed flat", () => {
  it("calls a garbage collector's sawtooth around a level flat, and gives that level, the peak and the end", () => {
    const summary = summarizeMemory(
      samples(90, (second) => (second < 15 ? 150 : 200 + (second % 10) * 2)),
      15,
      90,
    );
    expect(summary.flat).toBe(true);
    expect(summary.start).toBe(150 * MIB);
    expect(summary.peak).toBe(218 * MIB);
    expect(summary.warm).toBeGreaterThanOrEqual(200 * MIB);
    expect(summary.series).toHaveLength(10);
  });

  it("calls memory that keeps growing after the warm-up not flat, with its trend per minute", () => {
    const summary = summarizeMemory(
      samples(90, (second) => 200 + second),
      15,
      90,
    );
    expect(summary.flat).toBe(false);
    expect(summary.slopePerMinute / MIB).toBeCloseTo(60);
  });

  it("calls memory that goes down after the warm-up flat", () => {
    expect(summarizeMemory(samples(90, (second) => 300 - second), 15, 90).flat).toBe(true);
  });
});
