import { useCallback, useEffect, useState, type RefObject } from "react";
import { wrapTab } from "../ui/modal/focusables.ts";

/** The small-screen menu's state and the two ways to change it. */
export interface MobileMenu {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

/** Whether the toggle is on screen: it is not once the window is wide enough for the full menu. */
function shown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
}

/**
 * The small-screen menu as a modal panel: while it is open the page behind can neither scroll nor take the focus
 * (the header's sibling parts are inert), Tab cycles inside the header, and Escape closes it, handing the focus
 * back to the toggle. It closes itself when the window grows wide enough to hide the toggle.
 */
export function useMobileMenu(
  header: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
): MobileMenu {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggleMenu = useCallback(() => setOpen((wasOpen) => !wasOpen), []);

  useEffect(() => {
    const bar = header.current;
    if (!open || !bar) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const behind = Array.from(bar.parentElement?.children ?? []).filter(
      (part): part is HTMLElement => part !== bar && part instanceof HTMLElement && !part.inert,
    );
    for (const part of behind) part.inert = true;

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggle.current?.focus();
      } else wrapTab(bar, event);
    };
    const onResize = () => {
      if (toggle.current && !shown(toggle.current)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", onResize);
    return () => {
      root.style.overflow = overflow;
      for (const part of behind) part.inert = false;
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", onResize);
    };
  }, [open, header, toggle]);

  return { open, toggle: toggleMenu, close };
}
