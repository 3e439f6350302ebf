import { useCallback, useEffect, useState, type RefObject } from "react";
import { afterNextPaint } from "../ui/afterNextPaint.ts";
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
 * Locks the page's scroll and makes every part of the page beside the header inert; returns what undoes both.
 */
function lockPageBehind(bar: HTMLElement): () => void {
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = "hidden";
  const behind = Array.from(bar.parentElement?.children ?? []).filter(
    (part): part is HTMLElement => part !== bar && part instanceof HTMLElement && !part.inert,
  );
  for (const part of behind) part.inert = true;
  return () => {
    root.style.overflow = overflow;
    for (const part of behind) part.inert = false;
  };
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
    // Making the rest of the page inert, and live again, restyles every element of it (a long style recalculation
    // on a slow phone): done after the frame that shows the menu opened or closed is painted, so a tap shows it at
    // once. Tab is kept inside the header meanwhile by the key listener above. Deferred tasks run in the order they
    // were asked for, so a release always comes before the lock of a menu opened again.
    let release: (() => void) | undefined;
    const cancelLock = afterNextPaint(() => (release = lockPageBehind(bar)));
    return () => {
      cancelLock();
      if (release) afterNextPaint(release);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", onResize);
    };
  }, [open, header, toggle]);

  return { open, toggle: toggleMenu, close };
}
