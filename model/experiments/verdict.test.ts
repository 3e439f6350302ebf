import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chiSquarePValue,
  chiSquareTest,
  minimumVisitorsPerVariant,
  relativeUplift,
  verdictOf,
  type VariantCounts,
} from "./verdict.ts";

// Agresti, An Introduction to Categorical Data Analysis (2nd ed., 2007), §2.2 and §2.4: the Physicians' Health Study,
// myocardial infarction in 189 of 11 034 doctors on placebo and 104 of 11 037 on aspirin. Relative risk 1.82 with a
// 95 % interval of (1.43, 2.30); Pearson's X² = 25.01 on 1 degree of freedom, P < 0.0001.
const placebo: VariantCounts = { name: "placebo", visitors: 11034, conversions: 189 };
const aspirin: VariantCounts = { name: "original", visitors: 11037, conversions: 104 };

const counts = fc
  .tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 5000 }))
  .map(([visitors, conversions]) => ({ visitors, conversions: Math.min(conversions, visitors) }));
const tables = fc
  .array(counts, { minLength: 2, maxLength: 5 })
  .map((rows) => rows.map((row, index) => ({ name: index === 0 ? "original" : `v${index}`, ...row })));

describe("the verdict's statistics", () => {
  it("give Agresti's relative risk interval for the aspirin study (log method)", () => {
    const uplift = relativeUplift(placebo, aspirin)!;
    expect(uplift.estimate + 1).toBeCloseTo(1.82, 2);
    expect(uplift.low + 1).toBeCloseTo(1.43, 2);
    expect(Math.abs(uplift.high + 1 - 2.3)).toBeLessThan(0.01);
  });

  it("give Agresti's Pearson chi-square for the aspirin study, with a p-value under 0.0001", () => {
    const test = chiSquareTest([placebo, aspirin])!;
    expect(test.statistic).toBeCloseTo(25.01, 2);
    expect(test.pValue).toBeLessThan(0.0001);
  });

  it("put the chi-square table's 5 % critical values at p = 0.05 (NIST/SEMATECH e-Handbook, 1.3.6.7.4)", () => {
    expect(chiSquarePValue(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(5.991, 2)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(9.488, 4)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(6.635, 1)).toBeCloseTo(0.01, 4);
    expect(chiSquarePValue(0, 3)).toBe(1);
  });

  it("size a 3 % baseline at 13 914 visitors per variant to see a 20 % change (α 0.05, power 80 %)", () => {
    expect(minimumVisitorsPerVariant(0.03)).toBe(13914);
    expect(minimumVisitorsPerVariant(0.9)).toBe(100);
    expect(minimumVisitorsPerVariant(0)).toBeUndefined();
  });

  it("stay inconclusive below the minimum of visitors however strong the difference looks", () => {
    const verdict = verdictOf([
      { name: "original", visitors: 200, conversions: 2 },
      { name: "b", visitors: 200, conversions: 30 },
    ]);
    expect(verdict.pValue).toBeLessThan(0.001);
    expect(verdict.conclusive).toBe(false);
    expect(verdict.winner).toBeUndefined();
  });

  it("name the best variant once p < 0.05 and every variant has the minimum", () => {
    // A 3 % baseline needs 13 914 visitors per variant; 3.8 % against 3 % on 15 000 each gives p ≈ 0.0001.
    const verdict = verdictOf([
      { name: "original", visitors: 15000, conversions: 450 },
      { name: "b", visitors: 15000, conversions: 570 },
    ]);
    expect(verdict.minimumVisitors).toBe(13914);
    expect(verdict).toMatchObject({ conclusive: true, winner: "b", degreesOfFreedom: 1 });
    expect(verdictOf([placebo, aspirin])).toMatchObject({ conclusive: false, minimumVisitors: 45337 });
  });

  it("keep the p-value within [0, 1] and the statistic non-negative for any table", () => {
    fc.assert(
      fc.property(tables, (table) => {
        const test = chiSquareTest(table);
        if (!test) return;
        expect(test.pValue).toBeGreaterThanOrEqual(0);
        expect(test.pValue).toBeLessThanOrEqual(1);
        expect(test.statistic).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("give the same test whatever the variants' order, and with converted and not converted swapped", () => {
    fc.assert(
      fc.property(tables, (table) => {
        const test = chiSquareTest(table);
        const reversed = chiSquareTest([...table].reverse());
        const swapped = chiSquareTest(table.map((row) => ({ ...row, conversions: row.visitors - row.conversions })));
        if (!test) {
          expect([reversed, swapped]).toEqual([undefined, undefined]);
          return;
        }
        expect(Math.abs(reversed!.statistic - test.statistic)).toBeLessThanOrEqual(1e-9 * (1 + test.statistic));
        expect(Math.abs(swapped!.statistic - test.statistic)).toBeLessThanOrEqual(1e-9 * (1 + test.statistic));
      }),
    );
  });

  it("keep the uplift inside its interval", () => {
    fc.assert(
      fc.property(counts, counts, (a, b) => {
        const uplift = relativeUplift({ name: "b", ...a }, { name: "original", ...b });
        if (!uplift) return;
        expect(uplift.low).toBeLessThanOrEqual(uplift.estimate + 1e-12);
        expect(uplift.estimate).toBeLessThanOrEqual(uplift.high + 1e-12);
      }),
    );
  });
});
