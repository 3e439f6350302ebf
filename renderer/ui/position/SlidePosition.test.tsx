import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithSite, testSite } from "../../../tests/helpers/renderWithSite.tsx";
import { countsSlides, SlidePosition } from "./SlidePosition.tsx";

describe("a row's position", () => {
  it("marks up to five slides with a dot each and counts six or more as a number", () => {
    expect([1, 2, 5, 6, 8].map(countsSlides)).toEqual([false, false, false, true, true]);
  });

  it("marks the current dot and goes to the one tapped", () => {
    const goTo = vi.fn();
    renderWithSite(<SlidePosition count={4} selected={1} goTo={goTo} />);
    const dot = (n: number) => screen.getByRole("button", { name: testSite.ui.goToSlide.replace("{n}", String(n)) });
    expect(dot(2).getAttribute("aria-current")).toBe("true");
    expect(dot(1).getAttribute("aria-current")).toBeNull();
    fireEvent.click(dot(4));
    expect(goTo).toHaveBeenCalledWith(3);
  });

  it("says “3 de 8” where dots would not fit", () => {
    renderWithSite(<SlidePosition count={8} selected={2} goTo={() => {}} />);
    expect(screen.getByText("3 de 8")).toBeTruthy();
  });
});
