import { useEffect, useId, useRef } from "react";
import { Link } from "react-router-dom";
import { useSite } from "../site/SiteContext.tsx";
import { chooseConsent, takeFocusRequest } from "./consentStore.ts";
import type { Measurement } from "./measurement.ts";
import styles from "./consentBanner.module.css";

/**
 * The banner's content: what is measured and why (in the site's own words when only the site measures), the privacy
 * policy, and two equally easy answers.
 */
export function ConsentPanel({ measurement }: { measurement: Measurement }) {
  const { consent, privacy } = useSite();
  const text = measurement === "firstParty" ? (consent.firstPartyText ?? consent.text) : consent.text;
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  // Reopened from the footer: the focus moves here (no trap: Tab leaves the banner like any other part of the page).
  useEffect(() => {
    if (takeFocusRequest()) panel.current?.focus();
  }, []);
  return (
    <section ref={panel} className={styles.banner} aria-labelledby={titleId} tabIndex={-1} data-layout="consent-banner">
      <p id={titleId} className={styles.title}>
        {consent.title}
      </p>
      <p className={styles.text}>
        {text} <Link to={privacy.route}>{privacy.linkLabel}</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn--primary" onClick={() => chooseConsent("recusado")}>
          {consent.reject}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => chooseConsent("aceito")}>
          {consent.accept}
        </button>
      </div>
    </section>
  );
}
