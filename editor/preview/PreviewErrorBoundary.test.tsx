import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { t } from "../app/strings.ts";
import { PreviewErrorBoundary } from "./PreviewErrorBoundary.tsx";

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'matchAll')");
}

describe("PreviewErrorBoundary", () => {
  it("says in Portuguese that the page cannot be drawn yet, without the JavaScript error's text", () => {
    // React reports the caught error on the console: expected here, not the test's output.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      render(
        <PreviewErrorBoundary>
          <Broken />
        </PreviewErrorBoundary>,
      );
    } finally {
      quiet.mockRestore();
    }
    const note = screen.getByRole("alert");
    expect(note.textContent).toBe(t.previewBroken);
    expect(note.textContent).not.toMatch(/Cannot|undefined|matchAll/);
  });
});
