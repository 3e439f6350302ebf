import classNames from "classnames";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useSite } from "../site/SiteContext.tsx";
import { Action } from "../ui/Action.tsx";
import { Icon } from "../ui/Icon.tsx";
import { NavDropdown } from "./NavDropdown.tsx";
import { NavLinkItem } from "./NavLinkItem.tsx";
import styles from "./nav.module.css";

/** The shared navigation bar: logo, links, "Sobre" dropdown and the external login button; collapses below 768px. */
export function Nav() {
  const { brand, nav, ui } = useSite();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  useEffect(close, [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      // The focused link is about to be hidden with the menu; give the focus back to the button that opened it.
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className={styles.bar} data-layout="nav">
      <div className={classNames("container", styles.inner)}>
        <Link to="/" className={styles.logo} aria-label={ui.home} onClick={close}>
          <img src={brand.logo.src} alt="" width={brand.logo.width} height={brand.logo.height} />
        </Link>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="menu-principal"
          aria-label={open ? ui.closeMenu : ui.openMenu}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? "x" : "menu"} strokeWidth={2} />
        </button>
        <nav id="menu-principal" aria-label={ui.mainNav} className={classNames(styles.menu, open && styles.open)}>
          <ul className={styles.list}>
            {nav.links.map((link) => (
              <li key={link.to}>
                <NavLinkItem {...link} onNavigate={close} />
              </li>
            ))}
            {nav.dropdown && (
              <li>
                <NavDropdown dropdown={nav.dropdown} onNavigate={close} />
              </li>
            )}
          </ul>
          <Action action={nav.login} className={styles.login} onNavigate={close} />
        </nav>
      </div>
    </header>
  );
}
