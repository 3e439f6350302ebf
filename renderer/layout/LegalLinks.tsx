import { ConsentPreferencesButton } from "../consent/ConsentPreferencesButton.tsx";
import { Link } from "react-router-dom";
import { useSite } from "../site/SiteContext.tsx";
import styles from "./legalLinks.module.css";

/** The footer's privacy line, on every page (landing pages too): the privacy policy and the cookie preferences. */
export function LegalLinks() {
  const { privacy } = useSite();
  return (
    <p className={styles.links}>
      <Link to={privacy.route} className={styles.link}>
        {privacy.linkLabel}
      </Link>
      <ConsentPreferencesButton className={styles.link} />
    </p>
  );
}
