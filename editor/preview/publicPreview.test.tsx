import { render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAllBlocks } from "../../tests/helpers/blocks.ts";
import { previewToken, PublicPreview } from "./publicPreview.tsx";
import { p } from "./publicStrings.ts";

beforeAll(() => loadAllBlocks());
afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers `status` with `body`, and remembers what it was asked. */
function answering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the preview link's page", () => {
  it("reads the token from the address's fragment only", () => {
    expect(previewToken("#previa=abc_-1")).toBe("abc_-1");
    expect(previewToken("")).toBeUndefined();
    expect(previewToken("#outra=1")).toBeUndefined();
  });

  it("draws the draft with the site's renderer under a banner saying it is not published", async () => {
    const fetch = answering(200, {
      config: {
        route: "/promo",
        title: "Promoção",
        blocks: [{ type: "faq", title: "Dúvidas da promoção", items: [{ question: "Vale?", answer: "Sim." }] }],
      },
      expiresAt: 0,
    });
    const { container } = render(<PublicPreview token="abc" />);
    expect(await screen.findByText(p.banner)).toBeTruthy();
    expect(screen.getByText("Dúvidas da promoção")).toBeTruthy();
    expect(container.querySelector('[data-block="faq"]')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/_editor/api/previas/abc", expect.anything());
    // The site's head sets robots from the page; a preview is never indexed.
    await vi.waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex"),
    );
  });

  it("says why an expired or revoked link shows nothing, in the service's words", async () => {
    const message = "Este link de prévia expirou em 04/12/2026 às 09:00. Peça um novo a quem o enviou.";
    answering(410, { reason: "refused", message });
    render(<PublicPreview token="abc" />);
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByText(p.banner)).toBeNull();
  });
});
