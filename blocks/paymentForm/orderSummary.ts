import type { PaymentPlan, PaymentSummary } from "../../schema/generated/page.ts";
import { formatBRL } from "../../renderer/ui/formatBRL.ts";

/** The address parameter by which a payment link names its plan (…/pagamento/<cnpj>?plano=<id>). */
export const PLAN_PARAMETER = "plano";

/** The plan a payment link names, or undefined when it names none or one this page does not offer. */
export function chosenPlan(summary: PaymentSummary, planId: string | null): PaymentPlan | undefined {
  return planId ? summary.plans.find((plan) => plan.id === planId) : undefined;
}

/** A plan's amount as the summary shows it, e.g. "R$ 58,99 por mês" (no-break space after R$). */
export function planPrice(plan: PaymentPlan, periods: PaymentSummary["periods"]): string {
  return `${formatBRL(plan.amount)} ${periods[plan.period]}`;
}
