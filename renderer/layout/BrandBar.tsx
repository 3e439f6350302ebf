import classNames from "classnames";
import { useSite } from "../site/SiteContext.tsx";
import styles from "./nav.module.css";

/** The top bar of a page without navigation (the ads landing pages): the brand's logo alone, linking nowhere. */
export function BrandBar() {
  const { brand } = useSite();
  return (
    <header className={classNames(styles.bar, styles.brandBar)} data-layout="brand-bar">
      <div className={classNames("container", styles.inner)}>
        <span className={styles.logo}>
          <img src={brand.logo.src} alt={brand.logo.alt} width={brand.logo.width} height={brand.logo.height} />
        </span>
      </div>
    </header>
  );
}
