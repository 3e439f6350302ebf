import { describe, expect, it } from "vitest";
import type { PageConfig } from "../../schema/generated/page.ts";
import { drawVariant, experimentCookie, runningExperiments, variantHtmlPath } from "./splits.ts";

const page = {
  name: "oferta",
  config: {
    route: "/oferta",
    title: "Oferta",
    description: "D",
    blocks: [{ type: "faq" as const, title: "T", items: [] }],
  } as unknown as PageConfig,
};
const variantPage = { ...page.config, title: "Oferta B" };
const test = (status: string) => ({
  file: "experiments/oferta-ab.json",
  data: {
    name: "Oferta",
    page: "oferta",
    goal: "chat",
    status,
    variants: [
      { name: "original", weight: 60 },
      { name: "b", weight: 40 },
    ],
  },
});

describe("the running A/B tests", () => {
  it("split a running test's page and prerender its variants but the original, hidden from search", () => {
    const { splits, variantPages } = runningExperiments(
      [test("running")],
      [{ file: "experiments/oferta-ab/b.json", data: variantPage }],
      [page],
    );
    expect(splits).toEqual([
      {
        name: "oferta-ab",
        route: "/oferta",
        goal: "chat",
        variants: [
          { name: "original", weight: 60 },
          { name: "b", weight: 40 },
        ],
      },
    ]);
    expect(variantPages).toEqual([
      { experiment: "oferta-ab", variant: "b", page: "oferta", config: { ...variantPage, noindex: true } },
    ]);
    expect(variantHtmlPath("oferta-ab", "b")).toBe("/_variantes/oferta-ab/b/index.html");
    expect(experimentCookie("oferta-ab")).toBe("ab_oferta_ab");
  });

  it("leave paused and ended tests out: everyone sees the page", () => {
    for (const status of ["paused", "ended"])
      expect(runningExperiments([test(status)], [], [page])).toEqual({ splits: [], variantPages: [] });
  });

  it("draw each variant for its share of [0, 1), a weight of 0 never", () => {
    const variants = [
      { name: "original", weight: 60 },
      { name: "zero", weight: 0 },
      { name: "b", weight: 40 },
    ];
    expect(drawVariant(variants, 0)).toBe("original");
    expect(drawVariant(variants, 0.5999)).toBe("original");
    expect(drawVariant(variants, 0.6)).toBe("b");
    expect(drawVariant(variants, 0.9999)).toBe("b");
  });
});
