import classNames from "classnames";
import { Link } from "react-router-dom";
import type { BackLink } from "../../schema/generated/page.ts";
import { Icon } from "../ui/Icon.tsx";
import { useSite } from "../site/SiteContext.tsx";
import styles from "./nav.module.css";

/**
 * The top bar of a page without navigation (landing pages, checkout): the brand's logo alone, linking nowhere, so
 * that nothing leads the visitor away; a checkout adds one way back (e.g. to the plans) from its layout config.
 */
export function BrandBar({ back }: { back?: BackLink }) {
  const { brand } = useSite();
  return (
    <header className={classNames(styles.bar, styles.brandBar)} data-layout="brand-bar">
      <div className={classNames("container", styles.inner)}>
        <span className={styles.logo}>
          <img src={brand.logo.src} alt={brand.logo.alt} width={brand.logo.width} height={brand.logo.height} />
        </span>
        {back && (
          <Link to={back.to} className={styles.back}>
            <Icon name="chevron-left" size={18} strokeWidth={2} />
            {back.label}
          </Link>
        )}
      </div>
    </header>
  );
}
