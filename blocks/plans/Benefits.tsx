import type { Plan } from "../../schema/generated/page.ts";
import { useSite } from "../../renderer/site/SiteContext.tsx";
import { Icon } from "../../renderer/ui/Icon.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { foldBenefits } from "./foldBenefits.ts";
import styles from "./plans.module.css";

function BenefitList({ benefits }: { benefits: string[] }) {
  return (
    <ul className={styles.benefitList}>
      {benefits.map((benefit, index) => (
        <li key={index}>
          <Icon name="check" size={18} strokeWidth={2} />
          <RichText text={benefit} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A plan's benefits. On phones a long list shows its first ones and folds the rest behind a toggle: a native
 * <details>, so it opens without scripts, costs no render when toggled, and keeps every benefit in the HTML. From
 * the width where the cards sit side by side the CSS shows the whole list and hides the toggle.
 */
export function Benefits({ benefits }: { benefits: NonNullable<Plan["benefits"]> | string[] }) {
  const { ui } = useSite();
  const { shown, folded } = foldBenefits(benefits);
  return (
    <div className={styles.benefits}>
      <BenefitList benefits={shown} />
      {folded.length > 0 && (
        <details className={styles.more}>
          <summary className={styles.toggle}>
            <span className={styles.showAll}>{ui.showAllBenefits.replace("{n}", String(benefits.length))}</span>
            <span className={styles.showFewer}>{ui.showFewerBenefits}</span>
            <Icon name="chevron-down" size={18} strokeWidth={2} />
          </summary>
          <BenefitList benefits={folded} />
        </details>
      )}
    </div>
  );
}
