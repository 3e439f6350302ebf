import classNames from "classnames";
import { useLocation, useParams } from "react-router-dom";
import type { PaymentFormBlock } from "../../schema/generated/page.ts";
import { KeepTogether } from "../../renderer/ui/KeepTogether.tsx";
import { MainHeading } from "../../renderer/ui/MainHeading.tsx";
import { Tabs } from "../../renderer/ui/Tabs.tsx";
import { ToastProvider } from "../../renderer/ui/toast/Toasts.tsx";
import { CardPaymentForm } from "./CardPaymentForm.tsx";
import { formatCnpj, isValidCnpj } from "./cnpj.ts";
import { OrderSummary } from "./OrderSummary.tsx";
import { chosenPlan, PLAN_PARAMETER } from "./orderSummary.ts";
import styles from "./paymentForm.module.css";

/**
 * The payment page of the company whose CNPJ is in the address: card tab (default) and boleto/Pix tab, beside the
 * summary of the plan the link names (above it on phones).
 */
export function PaymentForm({ block }: { block: PaymentFormBlock }) {
  const cnpj = useParams().cnpj ?? "";
  const valid = isValidCnpj(cnpj);
  // The location's search rather than useSearchParams: that hook would add its code to every page's shared bundle.
  const { search } = useLocation();
  const summary = block.summary;
  const plan = summary && chosenPlan(summary, new URLSearchParams(search).get(PLAN_PARAMETER));
  const showSummary = valid && summary !== undefined && (plan !== undefined || summary.noPlan !== undefined);
  // The toasts live here, not in the app: this form is the only thing that shows one, and every other page would
  // otherwise load their code.
  return (
    <ToastProvider>
      <section data-block="paymentForm" id={block.id} className={styles.section}>
        <div className={classNames("container", styles.inner, showSummary && styles.wide)}>
          <MainHeading className={styles.title}>{block.title}</MainHeading>
          {valid ? (
            <>
              <p className={styles.cnpj}>
                {block.cnpjLabel} <strong>{formatCnpj(cnpj)}</strong>
              </p>
              <div className={styles.checkout}>
                {showSummary && <OrderSummary summary={summary} plan={plan} />}
                <div className={styles.card}>
                  <Tabs
                    label={block.title}
                    tabs={[
                      {
                        key: "cartaoCredito",
                        label: block.tabs.cartaoCredito,
                        panel: <CardPaymentForm block={block} cnpj={formatCnpj(cnpj)} amount={plan?.amount} />,
                      },
                      {
                        key: "boletoPix",
                        label: block.tabs.boletoPix,
                        panel: (
                          <p className={styles.notice}>
                            <KeepTogether text={block.boletoPixText} />
                          </p>
                        ),
                      },
                    ]}
                  />
                </div>
              </div>
            </>
          ) : (
            <p className={styles.invalid} role="alert">
              <KeepTogether text={block.invalidCnpj} />
            </p>
          )}
        </div>
      </section>
    </ToastProvider>
  );
}
