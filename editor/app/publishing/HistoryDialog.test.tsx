import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageCommit } from "../../shared/api.ts";
import type { FieldChange } from "../../shared/fieldChanges.ts";
import { HistoryDialog } from "./HistoryDialog.tsx";
import type { HistorySource } from "./historySource.ts";

const price: FieldChange = {
  kind: "changed",
  place: ["Bloco 2 (Planos)", "Plano 2", "Preço"],
  path: ["blocks", 1, "plans", 1, "price"],
  before: "R$ 49,90",
  after: "R$ 59,90",
};
const field = (index: number): FieldChange => ({
  kind: "changed",
  place: [`Pergunta ${index}`],
  path: ["faq", index],
  before: "“antes”",
  after: "“depois”",
});
const version = (commit: string, message: string, more: Partial<PageCommit>): PageCommit => ({
  commit,
  author: "Ana",
  date: "2026-11-25T14:03:00-03:00",
  message,
  ...more,
});

/** A page's history as the server answers it: newest first, the first version with nothing to compare. */
const source = (commits: PageCommit[]): HistorySource => ({
  file: "pages/planos.json",
  list: () => Promise.resolve({ ok: true, value: commits }),
  atCommit: () => Promise.reject(new Error("não pedido")),
  restoreMessage: () => "",
  preview: true,
});

beforeAll(() => {
  // jsdom has <dialog> but not its modal behaviour.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

describe("the history dialog", () => {
  it("shows what each version changed, by block and field, and folds a long list behind its count", async () => {
    const commits = [
      version("c", "Perguntas novas", { changes: [1, 2, 3, 4, 5].map(field) }),
      version("b", "Preço de dezembro", { changes: [price] }),
      version("a", "Começo", { first: true }),
    ];
    render(<HistoryDialog name="planos" source={source(commits)} onRestore={() => {}} onClose={() => {}} />);
    const rows = await screen.findAllByRole("row");
    const [, newest, priced, first] = rows;
    expect(within(priced!).getByRole("listitem").textContent).toBe(
      "Bloco 2 (Planos) › Plano 2 › Preço: antes R$ 49,90 → depois R$ 59,90",
    );
    expect(within(first!).getByText("Primeira versão publicada.")).toBeTruthy();
    const folded = within(newest!).getByText("5 alterações · ver alterações");
    expect(folded.closest("details")?.open).toBe(false);
    await userEvent.click(folded);
    expect(folded.closest("details")?.open).toBe(true);
    expect(within(newest!).getAllByRole("listitem")).toHaveLength(5);
  });

  it("shows a change made outside the editor as such, with its date, never its author and message", async () => {
    const commits = [
      version("b", "Preço de dezembro", { changes: [price] }),
      version("a", "chore: bump deps and fix lint", { author: "dev-bot", outside: true, first: true }),
    ];
    render(<HistoryDialog name="planos" source={source(commits)} onRestore={() => {}} onClose={() => {}} />);
    const [, team, outside] = await screen.findAllByRole("row");
    expect(within(team!).getByText("Ana")).toBeTruthy();
    expect(outside!.textContent).toContain("Alteração feita fora do editor");
    expect(within(outside!).getByRole("time").getAttribute("dateTime")).toBe("2026-11-25T14:03:00-03:00");
    expect(outside!.textContent).not.toMatch(/dev-bot|chore/);
  });
});
