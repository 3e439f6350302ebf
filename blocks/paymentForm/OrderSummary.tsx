import { useId } from "react";
import type { PaymentPlan, PaymentSummary } from "../../schema/generated/page.ts";
import { formatBRL } from "../../renderer/ui/formatBRL.ts";
import { KeepTogether } from "../../renderer/ui/KeepTogether.tsx";
import { planPrice } from "./orderSummary.ts";
import styles from "./orderSummary.module.css";

/**
 * What the visitor is paying for: the plan the payment link names, its lines and its amount, as text; without a
 * plan, the page's neutral sentence. It holds no control, so the keyboard goes from the tabs to the form.
 */
export function OrderSummary({ summary, plan }: { summary: PaymentSummary; plan: PaymentPlan | undefined }) {
  const titleId = useId();
  return (
    <aside className={styles.summary} aria-labelledby={titleId} data-summary>
      <h2 id={titleId} className={styles.title}>
        {summary.title}
      </h2>
      {plan ? (
        <>
          <p className={styles.plan}>
            <strong className={styles.name}>{plan.name}</strong>
            {plan.subtitle && <span className={styles.subtitle}>{plan.subtitle}</span>}
          </p>
          {plan.lines && plan.lines.length > 0 && (
            <ul className={styles.lines}>
              {plan.lines.map((line, index) => (
                <li key={index}>
                  <span>{line.label}</span>
                  {line.amount !== undefined && <span className={styles.amount}>{formatBRL(line.amount)}</span>}
                </li>
              ))}
            </ul>
          )}
          <p className={styles.total}>
            <span>{summary.totalLabel}</span>
            <strong className={styles.price} data-price>
              {planPrice(plan, summary.periods)}
            </strong>
          </p>
          {plan.note && (
            <p className={styles.note}>
              <KeepTogether text={plan.note} />
            </p>
          )}
        </>
      ) : (
        <p className={styles.note}>
          <KeepTogether text={summary.noPlan ?? ""} />
        </p>
      )}
    </aside>
  );
}
