import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { problemText } from "../../../validator/problemCodes.ts";
import type { JsonSchema, Problem, ValidationResult } from "../../shared/api.ts";
import { api } from "../api.ts";
import { OtherFilesProvider } from "./otherFilesContext.tsx";
import { ProblemLinksProvider } from "./problemLinks.tsx";
import type { PlacedProblem } from "./problemPlaces.ts";
import { ProblemItems, ProblemSummary } from "./ProblemSummary.tsx";
import { RETRY_MS, useValidation } from "./useValidation.ts";

const problem = {
  file: "pages/promo.json",
  line: 3,
  column: 5,
  message: "O link de chat trafego não existe.",
  hint: "Declare-o em links.",
};
const verdict = (problems: (typeof problem)[]): ValidationResult =>
  ({ problems, others: [] }) as unknown as ValidationResult;

function Summary({ data }: { data: Record<string, unknown> }) {
  return <ProblemSummary validation={useValidation("promo", data, api.validate)} top={[]} />;
}

const heading = () => screen.getByRole("heading", { level: 2 }).textContent;
const busy = () => screen.getByRole("heading", { level: 2 }).closest("section")!.getAttribute("aria-busy");

describe("the validator's verdict in the editor", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is busy from an edit until the verdict on that edit arrives", async () => {
    const validate = vi
      .spyOn(api, "validate")
      .mockResolvedValueOnce(verdict([problem]))
      .mockResolvedValueOnce(verdict([]));
    const { rerender } = render(<Summary data={{ route: "/promo" }} />);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect([heading(), busy()]).toEqual(["1 problema nesta página", "false"]);

    rerender(<Summary data={{ route: "/promo", title: "Promoção" }} />);
    // The old verdict stays on screen, marked as being checked again.
    expect([heading(), busy()]).toEqual(["1 problema nesta página", "true"]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect([heading(), busy()]).toEqual(["Nenhum problema encontrado na conferência.", "false"]);
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it("never shows an old verdict as current when the check gets no answer, and tries again until it does", async () => {
    const validate = vi
      .spyOn(api, "validate")
      .mockResolvedValueOnce(verdict([problem]))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(verdict([]));
    const { rerender } = render(<Summary data={{ route: "/promo" }} />);
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender(<Summary data={{ route: "/promo", title: "Promoção" }} />);
    await act(() => vi.advanceTimersByTimeAsync(200));

    expect([heading(), busy()]).toEqual(["A conferência da página não respondeu. Tentando de novo…", "true"]);
    expect(screen.getByText("Último resultado, antes das alterações mais recentes: 1 problema.")).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(RETRY_MS));
    expect(busy()).toBe("true");
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect([heading(), busy()]).toEqual(["Nenhum problema encontrado na conferência.", "false"]);
    expect(validate).toHaveBeenCalledTimes(3);
    expect(validate.mock.calls[2]![1]).toEqual({ route: "/promo", title: "Promoção" });
  });
});

describe("problems an edit causes in other files", () => {
  it("name the file as the marketer knows it and the field by its label, never a path", () => {
    const site = {
      type: "object",
      properties: {
        footer: {
          type: "object",
          title: "Rodapé",
          properties: {
            links: {
              type: "array",
              title: "Links",
              items: {
                description: "Um link.",
                type: "object",
                properties: { to: { type: "string", title: "Página do site" } },
              },
            },
          },
        },
      },
    } as JsonSchema;
    const empty = { type: "object", properties: {} } as JsonSchema;
    const schemas = { site, page: empty, blocks: [], collection: empty };
    const broken = (index: number): Problem => ({
      ...problemText("unknownRoute", { route: "/sobre", suggestion: "" }),
      file: "site.json",
      pointer: `/footer/links/${index}/to`,
      line: 40 + index,
      column: 7,
    });
    render(
      <OtherFilesProvider value={{ schemas, pages: [] }}>
        <ProblemItems problems={[broken(1), broken(7)]} withFile />
      </OtherFilesProvider>,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      'Configurações do site › Rodapé › Link 2 › Página do site Nenhuma página responde na rota "/sobre". Como corrigir: Corrija a rota ou crie a página.',
      'Configurações do site › Rodapé › Link 8 › Página do site Nenhuma página responde na rota "/sobre". Como corrigir: Corrija a rota ou crie a página.',
    ]);
  });
});

describe("the count of problems", () => {
  it("opens the list of every problem, each leading to its field", () => {
    const placed: PlacedProblem[] = [
      {
        ...(problem as unknown as Problem),
        message: "Preencha a resposta.",
        place: ["Bloco 1 (Perguntas)", "Pergunta 1", "Resposta"],
        target: { block: 0, keys: ["items", "0", "answer"] },
      },
    ];
    const goTo = vi.fn();
    render(
      <ProblemLinksProvider value={{ describe: () => placed, goTo }}>
        <ProblemSummary
          validation={{ result: verdict([problem]), checking: false, failed: false }}
          top={[]}
          all={placed}
        />
      </ProblemLinksProvider>,
    );
    const count = screen.getByRole("button", { name: "1 problema nesta página" });
    expect(count.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("Preencha a resposta.")).toBeNull();
    fireEvent.click(count);
    expect(count.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Bloco 1 (Perguntas) › Pergunta 1 › Resposta" }));
    expect(goTo).toHaveBeenCalledWith({ block: 0, keys: ["items", "0", "answer"] });
  });
});
