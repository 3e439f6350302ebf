import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { OpenedPage, PageSummary } from "../../shared/api.ts";
import { api } from "../api.ts";
import { NewPageDialog } from "./NewPageDialog.tsx";

vi.mock("../api.ts", () => ({ api: { draft: vi.fn() } }));

beforeAll(() => {
  // jsdom has <dialog> but not its modal behaviour.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

const summary = (name: string, route: string, title: string): PageSummary => ({
  name,
  file: `pages/${name}.json`,
  route,
  title,
  aliases: [],
  protected: false,
});
const pages = [
  summary("empty", "/vazia", "Página chamada empty"),
  summary("home", "/", "Início"),
  summary("template", "/modelo", "Página chamada template"),
];

describe("NewPageDialog", () => {
  it.each([
    ["empty", "Cópia de /vazia — Página chamada empty"],
    ["template", "Cópia de /modelo — Página chamada template"],
  ])("duplicating the page named %s asks the server for a copy of that page", async (name, option) => {
    const title = pages.find((page) => page.name === name)!.title;
    const draft: OpenedPage = { name: "copia", data: { route: "/copia" }, version: null };
    vi.mocked(api.draft).mockResolvedValue({ ok: true, value: draft });
    const onCreated = vi.fn();
    render(
      <NewPageDialog pages={pages} start={{ kind: "copy", page: name }} onCreated={onCreated} onClose={() => {}} />,
    );
    expect(screen.getByRole("heading", { name: `Duplicar “${title}”` })).toBeTruthy();
    const start = screen.getByLabelText("Começar de") as HTMLSelectElement;
    expect(start.selectedOptions[0]?.textContent).toBe(option);
    fireEvent.change(screen.getByLabelText(/^Nome da página/), { target: { value: "copia" } });
    fireEvent.change(screen.getByLabelText(/^Endereço/), { target: { value: "/copia" } });
    fireEvent.click(screen.getByRole("button", { name: "Criar" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(draft));
    expect(api.draft).toHaveBeenLastCalledWith({ name: "copia", route: "/copia", start: { kind: "copy", page: name } });
  });

  it.each([
    ["Página vazia", { kind: "empty" }],
    ["Modelo (banner e chamada para o chat)", { kind: "template" }],
    ["Cópia de / — Início", { kind: "copy", page: "home" }],
  ])("asks for the start chosen in the list: %s", async (label, start) => {
    vi.mocked(api.draft).mockResolvedValue({ ok: false, refusal: { reason: "refused", message: "Recusado." } });
    render(<NewPageDialog pages={pages} start={{ kind: "empty" }} onCreated={() => {}} onClose={() => {}} />);
    const list = screen.getByLabelText("Começar de") as HTMLSelectElement;
    const option = [...list.options].find((candidate) => candidate.textContent === label)!;
    fireEvent.change(list, { target: { value: option.value } });
    fireEvent.change(screen.getByLabelText(/^Nome da página/), { target: { value: "nova" } });
    fireEvent.click(screen.getByRole("button", { name: "Criar" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Recusado.");
    expect(api.draft).toHaveBeenLastCalledWith({ name: "nova", route: "/nova", start });
  });

  it("suggests the address and the file name from the page's name, and gives a new page that name as its title", async () => {
    const draft: OpenedPage = {
      name: "black-friday-2026",
      data: { route: "/black-friday-2026", title: "" },
      version: null,
    };
    vi.mocked(api.draft).mockResolvedValue({ ok: true, value: draft });
    const onCreated = vi.fn();
    render(<NewPageDialog pages={pages} start={{ kind: "empty" }} onCreated={onCreated} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Nome da página/), { target: { value: "Black Friday 2026" } });
    expect(screen.getByLabelText(/^Endereço/)).toHaveProperty("value", "/black-friday-2026");
    fireEvent.click(screen.getByRole("button", { name: "Criar" }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ ...draft, data: { ...draft.data, title: "Black Friday 2026" } }),
    );
    expect(api.draft).toHaveBeenLastCalledWith({
      name: "black-friday-2026",
      route: "/black-friday-2026",
      start: { kind: "empty" },
    });
  });

  it("keeps an address changed by hand when the name changes afterwards", () => {
    render(<NewPageDialog pages={pages} start={{ kind: "empty" }} onCreated={() => {}} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Endereço/), { target: { value: "/promo" } });
    fireEvent.change(screen.getByLabelText(/^Nome da página/), { target: { value: "2026 Natal" } });
    expect(screen.getByLabelText(/^Endereço/)).toHaveProperty("value", "/promo");
  });
});
