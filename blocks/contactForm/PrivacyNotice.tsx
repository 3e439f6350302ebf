import { Link } from "react-router-dom";
import { useSite } from "../../renderer/site/SiteContext.tsx";
import { NewTabHint } from "../../renderer/ui/Action.tsx";
import styles from "./contactForm.module.css";

/**
 * "Ao enviar, você concorda com a Política de Privacidade", from site.json. The policy opens in a new tab, so that
 * reading it does not lose what the visitor typed.
 */
export function PrivacyNotice() {
  const { privacy } = useSite();
  const [before, after = ""] = privacy.formNotice.split("{link}");
  return (
    <p className={styles.privacy}>
      {before}
      <Link to={privacy.route} target="_blank" rel="noopener noreferrer">
        {privacy.linkLabel}
        <NewTabHint />
      </Link>
      {after}
    </p>
  );
}
