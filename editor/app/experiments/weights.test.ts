import { describe, expect, it } from "vitest";
import { evenWeights } from "../../shared/experiments.ts";
import { typedWeight, weightsProblem } from "./weights.ts";

describe("a test's weights", () => {
  it("are right when they add up to 100, and otherwise say their sum", () => {
    expect(weightsProblem([50, 50])).toEqual({ sum: 100 });
    expect(weightsProblem([60, 50])).toEqual({ sum: 110, problem: "sum" });
  });

  it("read what is typed as a whole number from 0 to 100", () => {
    expect(typedWeight("34")).toBe(34);
    expect(typedWeight("")).toBe(0);
    expect(typedWeight("150")).toBe(100);
  });

  it("are split as evenly as whole numbers allow when a variant is added", () => {
    expect(evenWeights(2)).toEqual([50, 50]);
    expect(evenWeights(3)).toEqual([34, 33, 33]);
    expect(evenWeights(5)).toEqual([20, 20, 20, 20, 20]);
  });
});
