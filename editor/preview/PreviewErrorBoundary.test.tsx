import { render, screen } from "@testing-library/react";
import { useEffect } from "react";
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
        <PreviewErrorBoundary serial={1}>
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

  it("keeps the page mounted from one edit to the next, and draws it again on the edit after one that broke it", () => {
    const mounted = vi.fn();
    function Page({ broken }: { broken: boolean }) {
      useEffect(() => mounted(), []);
      if (broken) throw new TypeError("quebrado");
      return <p>página</p>;
    }
    const { rerender } = render(
      <PreviewErrorBoundary serial={1}>
        <Page broken={false} />
      </PreviewErrorBoundary>,
    );
    rerender(
      <PreviewErrorBoundary serial={2}>
        <Page broken={false} />
      </PreviewErrorBoundary>,
    );
    // A remount would run the page's effects again (the site's scroll to the top among them).
    expect(mounted).toHaveBeenCalledTimes(1);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      rerender(
        <PreviewErrorBoundary serial={3}>
          <Page broken />
        </PreviewErrorBoundary>,
      );
    } finally {
      quiet.mockRestore();
    }
    expect(screen.getByRole("alert").textContent).toBe(t.previewBroken);
    rerender(
      <PreviewErrorBoundary serial={4}>
        <Page broken={false} />
      </PreviewErrorBoundary>,
    );
    expect(screen.getByText("página")).toBeTruthy();
  });
});
