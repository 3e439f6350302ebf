import { describe, expect, it } from "vitest";
import { TARGETS_AT_10000, TARGETS_AT_100000, targetsAt } from "./scaleTargets.ts";

describe("bench:scale's targets", () => {
  it("hold 10,000 pages to the 10,000-page targets and fewer pages to less", () => {
    expect(targetsAt(10_000)).toEqual(TARGETS_AT_10000);
    const atThousand = targetsAt(1_000);
    for (const figure of Object.keys(TARGETS_AT_10000) as (keyof typeof TARGETS_AT_10000)[]) {
      expect(atThousand[figure]).toBeLessThan(TARGETS_AT_10000[figure]);
    }
  });

  it("hold 100,000 pages to 10 minutes, 30 s, 2 GiB and 10 s, not to the 10,000-page line drawn further", () => {
    expect(targetsAt(100_000)).toEqual({
      validateMs: 30_000,
      buildMs: 600_000,
      buildPeakBytes: 2 * 2 ** 30,
      rebuildMs: 10_000,
    });
    expect(targetsAt(100_000)).toBe(TARGETS_AT_100000);
  });
});
