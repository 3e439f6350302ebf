import classNames from "classnames";
import { useSite } from "../site/SiteContext.tsx";
import { Action } from "../ui/Action.tsx";
import styles from "./partnerBanner.module.css";

/** The "Você é contador?" strip shown above the footer. */
export function PartnerBanner() {
  const { partnerBanner } = useSite();
  return (
    <aside className={styles.banner} data-layout="partner-banner">
      <div className={classNames("container", styles.inner)}>
        <p className={styles.text}>{partnerBanner.text}</p>
        <Action action={partnerBanner.action} />
      </div>
    </aside>
  );
}
