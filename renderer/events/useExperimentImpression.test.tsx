import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PageExperiment } from "../../model/experiments/attribution.ts";
import type { PageData } from "../../model/routing/pageData.ts";
import { useExperimentImpression } from "./useExperimentImpression.ts";

const experiment: PageExperiment = { name: "home-ab", variants: ["original", "b"], variant: "b" };
const page = (tested: boolean) =>
  ({ pattern: "/", name: "home", config: {}, layout: {}, routes: ["/"], ...(tested && { experiment }) }) as PageData;

/** The data layer once the page's attribution code, loaded on demand, had its turn. */
async function view(shown: PageData): Promise<unknown[]> {
  renderHook(() => useExperimentImpression(shown));
  // The hook asked for the module first, so its turn comes before this one's.
  await import("./experimentAttribution.ts");
  await Promise.resolve();
  return window.dataLayer ?? [];
}

beforeEach(() => {
  delete window.dataLayer;
});
afterEach(() => {
  for (const name of ["consentimento", "ab_home_ab"]) document.cookie = `${name}=; Max-Age=0`;
});

describe("the A/B impression of a page view", () => {
  it("is pushed once per page view, with the test and variant, for a consenting visitor shown their variant", async () => {
    document.cookie = "consentimento=aceito";
    document.cookie = "ab_home_ab=b";
    const { rerender } = renderHook(() => useExperimentImpression(page(true)));
    rerender();
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        { event: "experiment_impression", page_route: "/", experiment_id: "home-ab", variant_id: "b" },
      ]),
    );
  });

  it("is not pushed for a visitor who did not accept measurement, nor on a page under no test", async () => {
    document.cookie = "ab_home_ab=b";
    expect(await view(page(true))).toEqual([]);
    document.cookie = "consentimento=aceito";
    expect(await view(page(false))).toEqual([]);
  });
});
