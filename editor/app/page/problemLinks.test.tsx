import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Problem, ValidationResult } from "../../shared/api.ts";
import { problemText, type Details, type ProblemId, type ProblemText } from "../../../validator/problemCodes.ts";
import { ProblemLinksProvider } from "./problemLinks.tsx";
import { problemPlaces } from "./problemPlaces.ts";
import { RefusalProblems } from "./ProblemSummary.tsx";
import { useGoToField } from "./useGoToField.ts";

const route = { title: "Rota", type: "string", pattern: "^/[a-z]*$", patternErrorMessage: "Só / e letras." };
const pageForm = { properties: { route } };
const plans = {
  "x-title": "Planos",
  properties: {
    plans: {
      title: "Planos",
      type: "array",
      items: { description: "Um plano.", properties: { price: { title: "Preço", type: "number", minimum: 0 } } },
    },
  },
};
/** A problem as the validator makes it: its catalogue text and the details it was made from. */
const problem = <K extends ProblemId>(pointer: string, id: K, details: Details<K>): Problem => ({
  file: "pages/promo.json",
  pointer,
  line: 1,
  column: 1,
  ...(problemText as (id: K, details: Details<K>) => ProblemText)(id, details),
});
const refused: ValidationResult = {
  problems: [
    problem("/blocks/0/plans/1/price", "belowMinimum", { field: "price", limit: 0 }),
    problem("/route", "badFormat", { field: "route", value: '"/promo natal"', expected: "Só / e letras." }),
  ],
  others: [
    { ...problem("/blocks/2/to", "unknownRoute", { route: "/promo", suggestion: "" }), file: "pages/home.json" },
  ],
};

/** A page with one closed block: its form (the price field) is drawn only once the block is opened. */
function Page() {
  const [open, setOpen] = useState(false);
  const goTo = useGoToField(["bloco-a"], () => setOpen(true));
  const describe = (problems: Problem[]) =>
    problemPlaces(
      problems,
      pageForm,
      () => plans,
      1,
      () => "plans",
    ).all;
  return (
    <ProblemLinksProvider value={{ describe, goTo }}>
      <RefusalProblems result={refused} />
      <label>
        Rota <input id="pagina_route" />
      </label>
      {open && (
        <label>
          Preço <input id="bloco-a_plans_1_price" />
        </label>
      )}
    </ProblemLinksProvider>
  );
}

describe("the problems of a refused save", () => {
  it("name each field by its place and title, and lead to it: the block opens and the field takes the focus", () => {
    render(<Page />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Bloco 1 (Planos) › Plano 2 › Preço “Preço” não pode ser negativo.",
      "Dados da página › Rota “Rota” não pode ter espaços. Como corrigir: Só / e letras.",
      'Página “home” Nenhuma página responde na rota "/promo". Como corrigir: Corrija a rota ou crie a página.',
    ]);
    expect(screen.queryByLabelText("Preço")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Bloco 1 (Planos) › Plano 2 › Preço" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Preço"));

    fireEvent.click(screen.getByRole("button", { name: "Dados da página › Rota" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Rota"));
  });
});
