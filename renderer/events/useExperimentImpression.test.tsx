import { renderHook } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PageExperiment } from "../../model/experiments/attribution.ts";
import type { PageData } from "../../model/routing/pageData.ts";
import { PageExperimentProvider } from "./PageExperiment.tsx";
import { useExperimentImpression } from "./useExperimentImpression.ts";

const experiment: PageExperiment = { name: "home-ab", variants: ["original", "b"], variant: "b" };
const page = (tested: boolean) =>
  ({ pattern: "/", name: "home", config: {}, layout: {}, routes: ["/"], ...(tested && { experiment }) }) as PageData;

function view(shown: PageData): unknown[] {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <PageExperimentProvider value={shown.experiment}>{children}</PageExperimentProvider>
    </StrictMode>
  );
  renderHook(() => useExperimentImpression(shown), { wrapper });
  return window.dataLayer ?? [];
}

beforeEach(() => {
  delete window.dataLayer;
});
afterEach(() => {
  for (const name of ["consentimento", "ab_home_ab"]) document.cookie = `${name}=; Max-Age=0`;
});

describe("the A/B impression of a page view", () => {
  it("is pushed once, with the test and variant, for a consenting visitor shown their variant", () => {
    document.cookie = "consentimento=aceito";
    document.cookie = "ab_home_ab=b";
    expect(view(page(true))).toEqual([
      { event: "experiment_impression", page_route: "/", experiment_id: "home-ab", variant_id: "b" },
    ]);
  });

  it("is not pushed for a visitor who did not accept measurement, nor on a page under no test", () => {
    document.cookie = "ab_home_ab=b";
    expect(view(page(true))).toEqual([]);
    document.cookie = "consentimento=aceito";
    expect(view(page(false))).toEqual([]);
  });
});
