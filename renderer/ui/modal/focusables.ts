const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

/** Whether an element is rendered (jsdom, which lacks checkVisibility, renders everything). */
function rendered(element: HTMLElement): boolean {
  return typeof element.checkVisibility !== "function" || element.checkVisibility();
}

/** The elements inside `root` that Tab can reach, in document order (hidden, undisplayed or inert parts left out). */
export function focusables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest("[hidden], [inert]") && rendered(element),
  );
}

/**
 * Keeps a Tab press inside `container`: from its last control (or from outside it) to its first, and with Shift
 * from its first to its last. Call it from a keydown handler; it cancels the key only when it moves the focus.
 */
export function wrapTab(
  container: HTMLElement,
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
): void {
  if (event.key !== "Tab") return;
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
