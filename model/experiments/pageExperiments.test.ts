import { describe, expect, it } from "vitest";
import type { PageRoute } from "../routing/pageRoutes.ts";
import { pageExperimentOf, withExperiments } from "./pageExperiments.ts";
import type { ExperimentSplit } from "./splits.ts";

const SPLIT: ExperimentSplit = {
  name: "oferta-ab",
  route: "/oferta",
  goal: "lead",
  end: "2026-12-31",
  variants: [
    { name: "original", weight: 50 },
    { name: "b", weight: 50 },
  ],
};
const route = (path: string, alias = false) => ({ path, alias }) as PageRoute;

describe("the A/B test a page's data names", () => {
  it("marks the tested address only, not its aliases nor other pages", () => {
    const [tested, alias, other] = withExperiments([route("/oferta"), route("/promo", true), route("/")], [SPLIT]);
    expect(tested!.experiment).toEqual({ name: "oferta-ab", variants: ["original", "b"], end: "2026-12-31" });
    expect(alias!.experiment).toBeUndefined();
    expect(other!.experiment).toBeUndefined();
  });

  it("names the variant in a variant's own page", () => {
    expect(pageExperimentOf(SPLIT, "b").variant).toBe("b");
  });

  it("leaves a site without running tests exactly as it was", () => {
    const routes = [route("/oferta")];
    expect(withExperiments(routes, [])).toBe(routes);
  });
});
