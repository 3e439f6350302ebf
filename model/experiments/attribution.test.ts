import { describe, expect, it } from "vitest";
import { attributionOf, type PageExperiment } from "./attribution.ts";

const TEST: PageExperiment = { name: "home-ab", variants: ["original", "b"], start: "2026-11-01", end: "2026-12-31" };
const DAY = "2026-11-27";

describe("a page view's A/B attribution", () => {
  it("names the variant a consenting visitor's cookie keeps, on the variant's page and on the original's", () => {
    const cookies = "consentimento=aceito; ab_home_ab=b";
    expect(attributionOf({ ...TEST, variant: "b" }, cookies, DAY)).toEqual({ test: "home-ab", variant: "b" });
    expect(attributionOf(TEST, "ab_home_ab=original; consentimento=aceito", DAY)).toEqual({
      test: "home-ab",
      variant: "original",
    });
  });

  it("attributes nothing without consent, off the test's days, or when the page shown is not the visitor's variant", () => {
    expect(attributionOf({ ...TEST, variant: "b" }, "ab_home_ab=b", DAY)).toBeUndefined();
    expect(attributionOf({ ...TEST, variant: "b" }, "consentimento=recusado; ab_home_ab=b", DAY)).toBeUndefined();
    expect(attributionOf(TEST, "consentimento=aceito; ab_home_ab=b", DAY)).toBeUndefined();
    expect(attributionOf(TEST, "consentimento=aceito; ab_home_ab=original", "2027-01-01")).toBeUndefined();
    expect(attributionOf(undefined, "consentimento=aceito; ab_home_ab=original", DAY)).toBeUndefined();
  });
});
