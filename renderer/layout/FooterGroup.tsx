import type { ReactNode } from "react";
import { Icon } from "../ui/Icon.tsx";
import styles from "./footer.module.css";

/**
 * One of the footer's groups of links under its heading. On phones it folds: a native <details> whose summary
 * holds the heading (its accessible name), so it opens without scripts and costs no render. From the tablet width
 * the CSS shows its content whatever its state and the summary reads as a plain heading.
 */
export function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className={styles.group}>
      <summary className={styles.summary}>
        <h2 className={styles.heading}>{title}</h2>
        <Icon name="chevron-down" size={20} strokeWidth={2} className={styles.chevron} />
      </summary>
      <div className={styles.groupBody}>{children}</div>
    </details>
  );
}
