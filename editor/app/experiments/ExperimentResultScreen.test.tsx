import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { verdictOf } from "../../../model/experiments/verdict.ts";
import { verdictSentence } from "../../../model/experiments/verdictText.ts";
import { ExperimentResultScreen } from "./ExperimentResultScreen.tsx";
import { experimentResultHref } from "./resultAddress.ts";

const verdict = verdictOf([
  { name: "original", visitors: 15000, conversions: 450 },
  { name: "b", visitors: 15000, conversions: 570 },
]);
const result = {
  name: "home-ab",
  title: "Home com depoimentos",
  page: "home",
  goal: "chat",
  status: "running",
  verdict,
  sentence: verdictSentence(verdict),
};

afterEach(() => vi.unstubAllGlobals());

describe("the A/B result screen", () => {
  it("reads the test's result and shows the table, the interval and the verdict in plain Portuguese", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(result), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    render(<ExperimentResultScreen test="home-ab" />);
    expect(
      await screen.findByText(
        "A variante B converte 27 % mais que a original (de 12 % a 43 %), com 95 % de confiança.",
      ),
    ).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain("/_editor/api/testes/home-ab/resultado");
    const rows = within(screen.getByRole("table", { name: "Visitantes e conversões por variante" })).getAllByRole(
      "row",
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      "VarianteVisitantesConversõesTaxa de conversãoDiferença para a original (intervalo de 95 %)",
      "Original15.000450" + "3,0 %—",
      "B15.000570" + "3,8 %+27 % (de +12 % a +43 %)",
    ]);
    expect(screen.getByRole("heading", { name: "Resultado do teste" })).toBeTruthy();
  });

  it("shows the service's refusal when the test does not exist", async () => {
    const refusal = { reason: "refused", message: 'Não há teste A/B chamado "outro".' };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(refusal), { status: 404 }));
    render(<ExperimentResultScreen test="outro" />);
    expect((await screen.findByRole("alert")).textContent).toBe('Não há teste A/B chamado "outro".');
  });

  it("is opened by a link the experiment screens can give", () => {
    expect(experimentResultHref("home-ab")).toBe("?resultado=home-ab");
  });
});
