import { useCallback, useEffect, useRef } from "react";

/** Inputs a person types into, before choices (a button's destination radios come before its text). */
const TYPED = 'textarea, select, input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"])';
const ANY = 'textarea, select, input:not([type="hidden"])';

/** A field's own controls, not a field: a text field's tools (Destaque, Inserir dado do site) come after its input. */
const usable = (element: HTMLElement) =>
  !(element as HTMLInputElement).disabled && element.getClientRects().length > 0 && !element.closest(".text-tools");

/**
 * Whether a field is one of a generated form's optional ones (its label does not say "(obrigatório)"); a map entry's
 * name (a chat link's) always has to be given.
 */
function optional(element: HTMLElement): boolean {
  if (!element.id || element.closest(".map-entry__head")) return false;
  const label = element.ownerDocument.querySelector(`label.field__label[for="${CSS.escape(element.id)}"]`);
  return !!label && !label.querySelector(".field__required");
}

/**
 * Brings something just added into view and puts the focus in its first field: the first one typed into that is not
 * optional (a block's optional anchor comes before its title; a chat link's name before its message), else the first
 * typed into, else its first choice. Without this the focus stays on the button that added it (or falls to the page's
 * body when the button is drawn afresh), and the new fields are out of sight.
 */
export function revealNew(item: Element | null | undefined): void {
  if (!(item instanceof HTMLElement)) return;
  const fields = (selector: string) => [...item.querySelectorAll<HTMLElement>(selector)].filter(usable);
  const typed = fields(TYPED);
  const target = typed.find((field) => !optional(field)) ?? typed[0] ?? fields(ANY)[0] ?? item;
  target.focus({ preventScroll: true });
  // The field in the middle of the form: the new thing's start is in sight, with room for what follows it. At once,
  // not smoothly: the marketer types or clicks next, and a form still scrolling moves what they aimed at.
  target.scrollIntoView?.({ block: "center" });
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
