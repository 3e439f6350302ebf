import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeService } from "../review/fakeService.ts";
import { r } from "../review/reviewStrings.ts";
import { PENDING_PUBLICATION } from "./testScheduledItem.ts";
import { AgendaScreen } from "./AgendaScreen.tsx";

afterEach(() => vi.unstubAllGlobals());

const base = PENDING_PUBLICATION;

describe("the Agenda screen", () => {
  it("lists what is pending and what was done with its outcome, in Brasília time", async () => {
    fakeService({
      "GET agenda": {
        body: [
          base,
          {
            ...base,
            id: 2,
            action: "unpublish",
            name: "natal",
            dueAt: Date.UTC(2026, 0, 10, 15),
            doneAt: 1,
            ok: false,
            outcome: "Não foi feito: a página não existe mais.",
          },
        ],
      },
    });
    render(<AgendaScreen mayPublish />);
    expect(
      (await screen.findByText("Publicar a página “black-friday” em 28/11/2026 às 00:00, por Bia", { exact: false }))
        .textContent,
    ).toContain(r.cancel);
    expect(
      screen.getByText(
        "Tirar do ar a página “natal” em 10/01/2026 às 12:00, por Bia: Não foi feito: a página não existe mais.",
      ),
    ).toBeTruthy();
  });

  it("lets only Publishers cancel, and says when nothing is scheduled", async () => {
    fakeService({ "GET agenda": { body: [base] } });
    render(<AgendaScreen mayPublish={false} />);
    await screen.findByText("Publicar a página “black-friday”", { exact: false });
    expect(screen.queryByRole("button", { name: r.cancel })).toBeNull();
    expect(screen.getByText(r.agendaNothingDone)).toBeTruthy();
  });
});
