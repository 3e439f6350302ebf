import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../api.ts";
import { usePublishPage } from "./usePublishPage.tsx";

vi.mock("../api.ts", () => ({ api: { publish: vi.fn(), publishingStatus: vi.fn() } }));
vi.mock("../Announcer.tsx", () => ({ useAnnounce: () => () => {} }));

beforeAll(() => {
  // jsdom has <dialog> but not its modal behaviour.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

function Harness() {
  const publishing = usePublishPage({ name: "promo", dirty: false, save: async () => true, onPublished: () => {} });
  return (
    <>
      <button type="button" onClick={publishing.ask}>
        Abrir
      </button>
      {publishing.view}
    </>
  );
}

describe("usePublishPage", () => {
  it("says in the dialog that an earlier publication is still on its way, and that this one is being sent", async () => {
    vi.mocked(api.publishingStatus).mockResolvedValue({
      ok: true,
      value: {
        push: {
          state: "retrying",
          message: "O servidor não respondeu.",
          attempts: 1,
          nextAttempt: new Date(2026, 10, 27, 14, 5).toISOString(),
        },
        deploy: { state: "idle" },
      },
    });
    vi.mocked(api.publish).mockResolvedValue({
      ok: true,
      value: {
        commit: "0123456789abcdef0123456789abcdef01234567",
        files: ["site.config/pages/promo.json"],
        push: { kind: "retrying", message: "O servidor ainda não respondeu." },
        fallbackIdentity: false,
      },
    });
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Abrir" }));
    expect(
      await screen.findByText("Publicações anteriores ainda estão a caminho do site (próxima tentativa às 14:05)."),
    ).toBeTruthy();
    expect(screen.getByText("O servidor não respondeu.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Publicar" }));
    await waitFor(() => expect(screen.getByText("Enviando ao site…")).toBeTruthy());
    expect(screen.getByText("O servidor ainda não respondeu.")).toBeTruthy();
    expect(api.publish).toHaveBeenCalledWith("promo", "Publica a página “promo”");
  });
});
