import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExperimentSummary } from "../../shared/experiments.ts";
import { experimentApi } from "./experimentApi.ts";
import { CreateVariantDialog } from "./CreateVariantDialog.tsx";
import { ExperimentScreen } from "./ExperimentScreen.tsx";

vi.mock("./experimentApi.ts", () => ({
  experimentApi: {
    list: vi.fn(),
    open: vi.fn(),
    save: vi.fn(),
    setStatus: vi.fn(),
    endWith: vi.fn(),
    goals: vi.fn(),
    createVariant: vi.fn(),
  },
}));

beforeAll(() => {
  // jsdom has <dialog> but not its modal behaviour.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

const summary: ExperimentSummary = {
  name: "preco",
  title: "Teste da página Preços",
  page: "preco",
  pageTitle: "Preços",
  goal: "chat",
  status: "paused",
  variants: [
    { name: "original", weight: 50 },
    { name: "b", weight: 50, page: "preco/b" },
  ],
};
const data = {
  name: summary.title,
  page: "preco",
  goal: "chat",
  status: "paused",
  variants: [
    { name: "original", weight: 50 },
    { name: "b", weight: 50 },
  ],
};

beforeEach(() => {
  vi.mocked(experimentApi.list).mockResolvedValue({ ok: true, value: [summary] });
  vi.mocked(experimentApi.open).mockResolvedValue({ ok: true, value: { name: "preco", data, version: "v1" } });
  vi.mocked(experimentApi.save).mockResolvedValue({ ok: true, value: { version: "v2" } });
});

describe("a test's screen", () => {
  it("leads to the test's result", async () => {
    render(<ExperimentScreen name="preco" />);
    const link = await screen.findByRole("link", { name: "Ver o resultado do teste" });
    expect(link.getAttribute("href")).toBe("?resultado=preco");
  });

  it("shows the weights' sum and refuses to save weights that do not add up to 100, in Portuguese", async () => {
    render(<ExperimentScreen name="preco" />);
    const weight = await screen.findByLabelText("Peso da variante B (%)");
    expect(screen.getByText("Soma: 100%")).toBeTruthy();
    fireEvent.change(weight, { target: { value: "60" } });
    expect(screen.getByText("Soma: 110%")).toBeTruthy();
    expect(screen.getAllByRole("alert")[0]!.textContent).toBe(
      "Os pesos somam 110%, e precisam somar 100%: ajuste-os antes de salvar (por exemplo 50 e 50).",
    );
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(experimentApi.save).not.toHaveBeenCalled();
  });

  it("saves new weights and dates into the test's data, and asks to save before publishing", async () => {
    render(<ExperimentScreen name="preco" />);
    fireEvent.change(await screen.findByLabelText("Peso da variante B (%)"), { target: { value: "30" } });
    fireEvent.change(screen.getByLabelText("Peso da original (%)"), { target: { value: "70" } });
    fireEvent.change(screen.getByLabelText("Início"), { target: { value: "2026-12-01" } });
    expect((screen.getByRole("button", { name: "Iniciar" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(experimentApi.save).toHaveBeenCalledWith("preco", {
        data: {
          ...data,
          variants: [
            { name: "original", weight: 70 },
            { name: "b", weight: 30 },
          ],
          start: "2026-12-01",
        },
        version: "v1",
      }),
    );
  });

  it("takes the start and the end each in its own field, and refuses an end before the start", async () => {
    vi.mocked(experimentApi.save).mockClear();
    render(<ExperimentScreen name="preco" />);
    fireEvent.change(await screen.findByLabelText("Início"), { target: { value: "2026-12-10" } });
    fireEvent.change(screen.getByLabelText("Fim"), { target: { value: "2026-12-01" } });
    expect((screen.getByLabelText("Início") as HTMLInputElement).value).toBe("2026-12-10");
    expect((screen.getByLabelText("Fim") as HTMLInputElement).value).toBe("2026-12-01");
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect((await screen.findByRole("alert")).textContent).toBe("O fim vem antes do início: corrija as datas.");
    expect(experimentApi.save).not.toHaveBeenCalled();
  });

  it("Iniciar publishes the test running, with a message that names it", async () => {
    vi.mocked(experimentApi.setStatus).mockResolvedValue({
      ok: true,
      value: { commit: "c", files: [], push: { kind: "none" }, fallbackIdentity: false } as never,
    });
    render(<ExperimentScreen name="preco" />);
    fireEvent.click(await screen.findByRole("button", { name: "Iniciar" }));
    await waitFor(() =>
      expect(experimentApi.setStatus).toHaveBeenCalledWith("preco", {
        status: "running",
        message: "Inicia o teste Teste da página Preços",
      }),
    );
    expect(await screen.findByText("Publicado: registrado no histórico do site.")).toBeTruthy();
  });
});

describe("Criar variante", () => {
  it("starts on the goal the page can reach, and opens the variant made", async () => {
    vi.mocked(experimentApi.goals).mockResolvedValue({
      ok: true,
      value: { reachable: ["lead", "either"], suggested: "lead" },
    });
    vi.mocked(experimentApi.createVariant).mockResolvedValue({
      ok: true,
      value: { test: "contato", variant: "b", page: "contato/b" },
    });
    const onCreated = vi.fn();
    render(<CreateVariantDialog page="contato" title="Contato" onCreated={onCreated} onClose={() => {}} />);
    await waitFor(() => expect((screen.getByLabelText("Objetivo do teste") as HTMLSelectElement).value).toBe("lead"));
    fireEvent.click(screen.getByRole("button", { name: "Criar variante" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith("contato/b"));
    expect(experimentApi.createVariant).toHaveBeenCalledWith("contato", "lead");
  });
});
