import { useParams } from "react-router-dom";
import type { PaymentFormBlock } from "../../schema/generated/page.ts";
import { KeepTogether } from "../../renderer/ui/KeepTogether.tsx";
import { MainHeading } from "../../renderer/ui/MainHeading.tsx";
import { Tabs } from "../../renderer/ui/Tabs.tsx";
import { CardPaymentForm } from "./CardPaymentForm.tsx";
import { formatCnpj, isValidCnpj } from "./cnpj.ts";
import styles from "./paymentForm.module.css";

/** The payment page of the company whose CNPJ is in the address: card tab (default) and boleto/Pix tab. */
export function PaymentForm({ block }: { block: PaymentFormBlock }) {
  const cnpj = useParams().cnpj ?? "";
  const valid = isValidCnpj(cnpj);
  return (
    <section data-block="paymentForm" id={block.id} className={styles.section}>
      <div className={`container ${styles.inner}`}>
        <MainHeading className={styles.title}>{block.title}</MainHeading>
        {valid ? (
          <>
            <p className={styles.cnpj}>
              {block.cnpjLabel} <strong>{formatCnpj(cnpj)}</strong>
            </p>
            <div className={styles.card}>
              <Tabs
                label={block.title}
                tabs={[
                  {
                    key: "cartaoCredito",
                    label: block.tabs.cartaoCredito,
                    panel: <CardPaymentForm block={block} cnpj={formatCnpj(cnpj)} />,
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
          </>
        ) : (
          <p className={styles.invalid} role="alert">
            <KeepTogether text={block.invalidCnpj} />
          </p>
        )}
      </div>
    </section>
  );
}
