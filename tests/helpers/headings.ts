import { screen } from "@testing-library/react";
import { expect } from "vitest";

/** The one heading of `level`, asserted to read `text` with `highlights` (its `*trechos*`) highlighted, in order. */
export function highlightedHeading(level: number, text: string, highlights: string[]): HTMLElement {
  const heading = screen.getByRole("heading", { level });
  expect(heading.textContent).toBe(text);
  expect([...heading.querySelectorAll("strong.hl")].map((strong) => strong.textContent)).toEqual(highlights);
  return heading;
}
