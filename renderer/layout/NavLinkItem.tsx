import classNames from "classnames";
import { useIsCurrentPage } from "../routing/CurrentPage.tsx";
import { Link } from "../routing/Link.tsx";
import styles from "./nav.module.css";

/** Props of {@link NavLinkItem}. */
export interface NavLinkItemProps {
  label: string;
  to: string;
  onNavigate: () => void;
}

/** A navigation link, bold and `aria-current="page"` when it shows the current page. */
export function NavLinkItem({ label, to, onNavigate }: NavLinkItemProps) {
  const current = useIsCurrentPage(to);
  return (
    <Link to={to} className={classNames(styles.link, current && styles.current)} aria-current={current ? "page" : undefined} onClick={onNavigate}>
      {label}
    </Link>
  );
}
