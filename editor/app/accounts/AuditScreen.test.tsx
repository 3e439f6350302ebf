import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditLine } from "../../shared/accounts.ts";
import { AuditScreen } from "./AuditScreen.tsx";
import { axeViolations, fakeService, refusal } from "./testService.ts";

afterEach(() => vi.unstubAllGlobals());

describe("AuditScreen", () => {
  it("lists who did what, to what and when, in Brasília time", async () => {
    const lines: AuditLine[] = [
      {
        at: Date.UTC(2026, 10, 28, 3, 0),
        who: "Ana Souza",
        action: "convidou",
        subject: "bia@x.com",
        detail: "Editor",
      },
      { at: Date.UTC(2026, 10, 27, 14, 5), who: "Ana Souza", action: "entrou", subject: "ana@x.com", detail: "" },
    ];
    fakeService({ "GET registro": { status: 200, body: lines } });
    const { container } = render(<AuditScreen onBack={() => {}} />);
    const rows = (await screen.findAllByRole("row")).slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["28/11/2026 às 00:00", "Ana Souza", "convidou", "bia@x.com", "Editor"],
      ["27/11/2026 às 11:05", "Ana Souza", "entrou", "ana@x.com", ""],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows a refusal as the service says it", async () => {
    fakeService({ "GET registro": refusal(403, "Seu papel (Editor) não permite gerenciar pessoas.") });
    render(<AuditScreen onBack={() => {}} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Seu papel (Editor) não permite gerenciar pessoas.");
  });
});
