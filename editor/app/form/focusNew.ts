import { useCallback, useEffect, useRef } from "react";

/** Inputs a person types into, before choices (a button's destination radios come before its text). */
const TYPED = 'textarea, select, input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"])';
const ANY = 'textarea, select, input:not([type="hidden"])';

const usable = (element: HTMLElement) => !(element as HTMLInputElement).disabled && element.getClientRects().length > 0;

/**
 * Brings something just added into view and puts the focus in its first field: the first one typed into, or its
 * first choice when it has none. Without this the focus stays on the button that added it (or falls to the page's
 * body when the button is drawn afresh), and the new fields are out of sight.
 */
export function revealNew(item: Element | null | undefined): void {
  if (!(item instanceof HTMLElement)) return;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  item.scrollIntoView?.({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
  const fields = (selector: string) => [...item.querySelectorAll<HTMLElement>(selector)].filter(usable);
  const field = fields(TYPED)[0] ?? fields(ANY)[0];
  (field ?? item).focus({ preventScroll: true });
}

/**
 * For a list (or map) drawn with `count` items inside the group `containerId`: wraps the handler of its "Adicionar …"
 * button so that, once the list has grown, its last item (its own `itemSelector` elements, not those of lists nested
 * in its items) is revealed (see {@link revealNew}).
 */
export function useRevealAdded(containerId: string, itemSelector: string, count: number) {
  const pending = useRef<number | null>(null);
  useEffect(() => {
    if (pending.current === null || count <= pending.current) return;
    pending.current = null;
    const container = document.getElementById(containerId);
    const items = [...(container?.querySelectorAll(itemSelector) ?? [])].filter(
      (item) => item.parentElement?.closest(".group") === container,
    );
    revealNew(items.at(-1));
  }, [count, containerId, itemSelector]);
  return useCallback(
    <A extends unknown[]>(handler: (...args: A) => void) =>
      (...args: A) => {
        pending.current = count;
        handler(...args);
      },
    [count],
  );
}
