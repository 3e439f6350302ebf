import { describe, expect, it } from "vitest";
import { foldBenefits } from "./foldBenefits.ts";

const benefits = (count: number) => Array.from({ length: count }, (_, index) => `Benefício ${index + 1}`);

describe("foldBenefits", () => {
  it("keeps a list of up to five benefits whole, with nothing folded", () => {
    for (const count of [1, 4, 5])
      expect(foldBenefits(benefits(count))).toEqual({ shown: benefits(count), folded: [] });
  });

  it("shows the first four of a longer list and folds the rest, in order", () => {
    const { shown, folded } = foldBenefits(benefits(10));
    expect(shown).toEqual(benefits(4));
    expect(folded).toEqual(benefits(10).slice(4));
  });
});
