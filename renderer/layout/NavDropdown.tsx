import classNames from "classnames";
import { useEffect, useId, useRef, useState } from "react";
import type { NavDropdown as NavDropdownConfig } from "../../schema/generated/site.ts";
import { Icon } from "../ui/Icon.tsx";
import { NavLinkItem } from "./NavLinkItem.tsx";
import styles from "./nav.module.css";

/** Props of {@link NavDropdown}. */
interface NavDropdownProps {
  dropdown: NavDropdownConfig;
  onNavigate: () => void;
}

/** A disclosure menu ("Sobre"): opens on click, closes on Escape, on a click or focus outside and when a link is chosen. */
export function NavDropdown({ dropdown, onNavigate }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const choose = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <div
      className={styles.dropdown}
      ref={root}
      // Tabbing past the last link (or away from the toggle) closes the menu, as a click outside does.
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={classNames(styles.link, styles.dropdownToggle)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {dropdown.label}
        <Icon
          name="chevron-down"
          size={16}
          strokeWidth={2}
          className={classNames(styles.chevron, open && styles.chevronOpen)}
        />
      </button>
      <ul id={listId} className={classNames(styles.dropdownList, open && styles.dropdownOpen)}>
        {dropdown.links.map((link) => (
          <li key={link.to}>
            <NavLinkItem {...link} onNavigate={choose} />
          </li>
        ))}
      </ul>
    </div>
  );
}
