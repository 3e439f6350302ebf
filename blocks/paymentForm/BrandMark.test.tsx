import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BrandMark } from "./BrandMark.tsx";
import { BRAND_MARKS } from "./brandMarks.tsx";
import { CARD_BRANDS, detectBrand } from "./cardBrands.ts";

const markOf = (digits: string) => {
  const { container } = render(<BrandMark brand={detectBrand(digits)} />);
  return container.querySelector("svg")!;
};

describe("BrandMark", () => {
  it("has a drawing for every brand the form detects", () => {
    expect(CARD_BRANDS.map((brand) => brand.name).filter((name) => !BRAND_MARKS[name])).toEqual([]);
  });

  it.each([
    ["4111111111111111", "Visa"],
    ["5555555555554444", "MasterCard"],
    ["378282246310005", "American Express"],
    ["6062825624254001", "Hipercard"],
    ["5067000000000000", "Elo"],
  ])("draws the mark of the brand a test number %s belongs to: %s", (digits, brand) => {
    expect(markOf(digits).getAttribute("data-mark")).toBe(brand);
  });

  it("sets every word of every mark in the page's own typeface, so the first digit typed never waits for a system font", () => {
    const fonts = Object.keys(BRAND_MARKS).flatMap((brand) => {
      const { container } = render(<BrandMark brand={brand} />);
      return [...container.querySelectorAll("text")].map((word) => `${brand}: ${word.getAttribute("font-family")}`);
    });
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.endsWith(": inherit"))).toEqual([]);
  });

  it("draws a plain card for a number of no known brand", () => {
    expect(markOf("9999").getAttribute("data-mark")).toBe("unknown");
    expect(markOf("9999").querySelectorAll("rect").length).toBeGreaterThan(0);
  });

  it("is one fixed size and hidden from screen readers, whatever the brand", () => {
    for (const digits of ["4", "51", "3528", "9"]) {
      const svg = markOf(digits);
      expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual(["40", "26"]);
      expect(svg.getAttribute("aria-hidden")).toBe("true");
    }
  });
});
