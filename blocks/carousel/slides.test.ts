import { describe, expect, it } from "vitest";
import { groupIntoSlides, itemsPerSlide } from "./slides.ts";

const eight = [1, 2, 3, 4, 5, 6, 7, 8];

describe("carousel grouping", () => {
  it.each([
    [1280, 4, 4],
    [992, 4, 4],
    [991, 4, 2],
    [800, 4, 2],
    [768, 4, 2],
    [767, 4, 1],
    [390, 4, 1],
    [992, 2, 2],
    [991, 2, 1],
    [800, 2, 1],
    [390, 2, 1],
    [1280, 3, 3],
    [800, 3, 2],
  ])("at %ipx with perSlide %i shows %i per slide", (width, perSlide, expected) => {
    expect(itemsPerSlide(width, perSlide)).toBe(expected);
  });

  it("groups 8 home features into 2 slides of 4 on desktop, 4 of 2 on tablets, 8 of 1 on phones", () => {
    expect(groupIntoSlides(eight, itemsPerSlide(1280, 4))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
    expect(groupIntoSlides(eight, itemsPerSlide(800, 4))).toHaveLength(4);
    expect(groupIntoSlides(eight, itemsPerSlide(390, 4))).toHaveLength(8);
  });

  it("keeps a short last slide", () => {
    expect(groupIntoSlides([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
});
