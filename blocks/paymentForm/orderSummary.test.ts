import { describe, expect, it } from "vitest";
import type { PaymentFormBlock, PaymentPlan } from "../../schema/generated/page.ts";
import { chosenPlan, planPrice } from "./orderSummary.ts";
import examples from "./paymentForm.examples.json";

const summary = (examples[0] as PaymentFormBlock).summary!;
const plan = (amount: number, period: PaymentPlan["period"]): PaymentPlan => ({ id: "x", name: "X", period, amount });

describe("chosenPlan", () => {
  it("picks the plan whose identifier the payment link names", () => {
    expect(chosenPlan(summary, "erp-gestao-comercio")?.name).toBe("ERP Gestão Comércio");
    expect(chosenPlan(summary, "erp-padrao-comercio")?.amount).toBe(58.99);
  });

  it.each([null, "", "erp-inexistente", "ERP-PADRAO-COMERCIO"])(
    "picks none when the link names no plan this page offers (%s)",
    (planId) => {
      expect(chosenPlan(summary, planId)).toBeUndefined();
    },
  );
});

describe("planPrice", () => {
  it("writes the amount as Brazilian reais, a no-break space after R$, then the period's words", () => {
    expect(planPrice(plan(49.9, "mensal"), summary.periods)).toBe("R$\u00a049,90 por mês");
    expect(planPrice(plan(58.99, "mensal"), summary.periods)).toBe("R$\u00a058,99 por mês");
    expect(planPrice(plan(1019.88, "anual"), summary.periods)).toBe("R$\u00a01.019,88 por ano");
    expect(planPrice(plan(0, "anual"), summary.periods)).toBe("R$\u00a00,00 por ano");
  });
});
