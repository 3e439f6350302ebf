import { Icon } from "../../renderer/ui/Icon.tsx";
import { KeepTogether } from "../../renderer/ui/KeepTogether.tsx";
import styles from "./paymentForm.module.css";

/** The page's sentence about what happens to the card data, after a lock, under the pay button. */
export function SecurityLine({ text }: { text: string }) {
  return (
    <p className={styles.security} data-security>
      <Icon name="lock" size={16} strokeWidth={2} className={styles.lock} />
      <span>
        <KeepTogether text={text} />
      </span>
    </p>
  );
}
