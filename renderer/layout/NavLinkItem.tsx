import classNames from "classnames";
import { Link } from "react-router-dom";
import { useIsCurrentPage } from "../routing/RouteOwners.tsx";
import styles from "./nav.module.css";

/** Props of {@link NavLinkItem}. */
export interface NavLinkItemProps {
  label: string;
  to: string;
  pageName: string;
  onNavigate: () => void;
}

/** A navigation link, bold and `aria-current="page"` when it shows the current page. */
export function NavLinkItem({ label, to, pageName, onNavigate }: NavLinkItemProps) {
  const current = useIsCurrentPage(to, pageName);
  return (
    <Link to={to} className={classNames(styles.link, current && styles.current)} aria-current={current ? "page" : undefined} onClick={onNavigate}>
      {label}
    </Link>
  );
}
