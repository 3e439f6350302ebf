import classNames from "classnames";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router-dom";
import { useSite } from "../site/SiteContext.tsx";
import { Action } from "../ui/Action.tsx";
import { Icon } from "../ui/Icon.tsx";
import { NavDropdown } from "./NavDropdown.tsx";
import { NavLinkItem } from "./NavLinkItem.tsx";
import { useMobileMenu } from "./useMobileMenu.ts";
import styles from "./nav.module.css";

/**
 * The shared navigation bar: logo, links, "Sobre" dropdown, the external login button and the optional highlighted
 * call to action; a menu button until the full menu fits. The call to action is drawn twice, first in the small-screen
 * menu and last in the wide bar, each hidden at the other's widths, so the focus order follows what is seen in both.
 */
export function Nav() {
  const { brand, nav, ui } = useSite();
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu(header, toggle);
  const { close } = menu;
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  return (
    <header ref={header} className={styles.bar} data-layout="nav">
      <div className={classNames("container", styles.inner)}>
        <Link to="/" className={styles.logo} aria-label={ui.home} onClick={close}>
          <img src={brand.logo.src} alt="" width={brand.logo.width} height={brand.logo.height} />
        </Link>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={menu.open}
          aria-controls="menu-principal"
          aria-label={menu.open ? ui.closeMenu : ui.openMenu}
          onClick={menu.toggle}
        >
          <Icon name={menu.open ? "x" : "menu"} strokeWidth={2} />
        </button>
        <nav id="menu-principal" aria-label={ui.mainNav} className={classNames(styles.menu, menu.open && styles.open)}>
          {nav.cta && <Action action={nav.cta} className={styles.menuCta} onNavigate={close} />}
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
        {nav.cta && <Action action={nav.cta} className={styles.barCta} />}
      </div>
    </header>
  );
}
