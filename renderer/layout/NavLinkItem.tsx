import classNames from "classnames";
import { NavLink } from "react-router-dom";
import { useNavTarget } from "../page/PageAddresses.tsx";
import styles from "./nav.module.css";

/** Props of {@link NavLinkItem}. */
export interface NavLinkItemProps {
  label: string;
  to: string;
  onNavigate: () => void;
}

/** A navigation link: React Router's NavLink, bold and `aria-current="page"` on the page it leads to. */
export function NavLinkItem({ label, to, onNavigate }: NavLinkItemProps) {
  return (
    <NavLink
      to={useNavTarget(to)}
      caseSensitive
      className={({ isActive }) => classNames(styles.link, isActive && styles.current)}
      onClick={onNavigate}
    >
      {label}
    </NavLink>
  );
}
