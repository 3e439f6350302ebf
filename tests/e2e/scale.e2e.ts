import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { measureScale, type ScaleResult } from "../../tools/bench/scaleRun.ts";
import { CI_MARGIN, CI_PAGES, TARGETS_AT_CI_PAGES } from "../../tools/bench/scaleTargets.ts";

// `npm run bench:scale`'s smallest size on every CI run, so that a build that grows slower with the number of pages
// fails the day it lands (decision 058). It measures processor time and memory, not the wall clock: two busy
// processes beside CI double the one and leave the others nearly as they are.
let result: ScaleResult;
beforeAll(async () => {
  result = await measureScale(ROOT, { pages: CI_PAGES, kind: "pages" });
  console.log(
    `bench:scale, ${CI_PAGES} páginas (tempo de processador): validate ${result.validateCpuMs} ms, ` +
      `build ${result.buildCpuMs} ms (${Math.round(result.buildPeakBytes / 2 ** 20)} MiB), ` +
      `build após uma edição ${result.rebuildCpuMs} ms.`,
  );
}, 600_000);

const CPU_FIGURES: Array<[name: string, figure: "validateCpuMs" | "buildCpuMs" | "rebuildCpuMs", target: number]> = [
  ["npm run validate's processor time", "validateCpuMs", TARGETS_AT_CI_PAGES.validateMs],
  ["npm run build's processor time from a fresh copy", "buildCpuMs", TARGETS_AT_CI_PAGES.buildMs],
  ["the build's processor time after one page changed", "rebuildCpuMs", TARGETS_AT_CI_PAGES.rebuildMs],
];

describe(`a site of ${CI_PAGES} generated pages, in a fresh copy of the project`, () => {
  it.each(CPU_FIGURES)("keeps %s within twice its target", (_name, figure, wallTarget) => {
    expect(result[figure]).toBeGreaterThan(0);
    // Processor time, in seconds, against the wall-clock line: at 1,000 pages a step's processor time is close to its
    // idle wall-clock time (the build: 21.6 s of processor time in CI on 2026-11-27, 22.5 s on the clock on an idle
    // machine on 2026-11-26), and two busy processes beside CI double the one and leave the other nearly as it is.
    expect(result[figure]).toBeLessThanOrEqual(CI_MARGIN * wallTarget);
  });

  it("keeps the build's peak memory (its largest process) within twice its target", () => {
    expect(result.buildPeakBytes).toBeLessThanOrEqual(CI_MARGIN * TARGETS_AT_CI_PAGES.buildPeakBytes);
  });

  it("renders only the changed page when building again", () => {
    expect(result.rebuildRendered).toBe(1);
  });
});
