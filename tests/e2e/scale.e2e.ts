import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { measureScale, type ScaleResult } from "../../tools/bench/scaleRun.ts";
import { CI_MARGIN, CI_PAGES, TARGETS_AT_CI_PAGES, type ScaleFigures } from "../../tools/bench/scaleTargets.ts";

// `npm run bench:scale`'s smallest size on every CI run, so that a build that grows slower with the number of pages
// fails the day it lands (decision 058). The one suite here that times the machine: its line is twice the target.
let result: ScaleResult;
beforeAll(async () => {
  result = await measureScale(ROOT, { pages: CI_PAGES, kind: "pages" });
  console.log(
    `bench:scale, ${CI_PAGES} páginas: validate ${result.validateMs.toFixed(0)} ms, build ${result.buildMs.toFixed(0)} ms ` +
      `(${Math.round(result.buildPeakBytes / 2 ** 20)} MiB), build após uma edição ${result.rebuildMs.toFixed(0)} ms.`,
  );
}, 600_000);

const FIGURES: Array<[name: string, figure: keyof ScaleFigures]> = [
  ["npm run validate's time", "validateMs"],
  ["npm run build's time from a fresh copy", "buildMs"],
  ["the build's peak memory (its largest process)", "buildPeakBytes"],
  ["the build's time after one page changed", "rebuildMs"],
];

describe(`a site of ${CI_PAGES} generated pages, in a fresh copy of the project`, () => {
  it.each(FIGURES)("keeps %s within twice its target", (_name, figure) => {
    expect(result[figure]).toBeLessThanOrEqual(CI_MARGIN * TARGETS_AT_CI_PAGES[figure]);
  });

  it("renders only the changed page when building again", () => {
    expect(result.rebuildRendered).toBe(1);
  });
});
