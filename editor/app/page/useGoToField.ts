import { useCallback, useEffect, useState } from "react";
import { blockToggleId } from "../blocks/BlockCard.tsx";
import type { FieldTarget } from "./problemPlaces.ts";

/** The id prefix of the page's own form (PageEditor's SchemaForm); a block's form uses the block's key. */
export const PAGE_FORM_ID = "pagina";

/** The ids that may hold a field, nearest first: the field's own (rjsf joins the keys with "_"), then its groups'. */
export function fieldIds(prefix: string, keys: string[]): string[] {
  return keys.map((_, index) => [prefix, ...keys.slice(0, keys.length - index)].join("_"));
}

const FOCUSABLE = "input:not([type=hidden]), select, textarea, button, [tabindex]";

/** Focuses the first of `ids` on the page: the element itself when it takes focus, else its first control. */
export function focusFirst(ids: string[]): boolean {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element) continue;
    const control = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
    if (!control) continue;
    control.scrollIntoView?.({ block: "center" });
    control.focus({ preventScroll: true });
    return true;
  }
  return false;
}

/**
 * Leads to a field named by a problem: opens its block (`revealBlock`, which also scrolls to it) and, once the
 * block's form is drawn, focuses the field itself (or, for a problem about a whole block, the block's title).
 */
export function useGoToField(blockKeys: string[], revealBlock: (index: number) => void): (target: FieldTarget) => void {
  const [pending, setPending] = useState<{ ids: string[] }>();
  useEffect(() => {
    if (pending) focusFirst(pending.ids);
  }, [pending]);
  return useCallback(
    ({ block, keys }: FieldTarget) => {
      const blockKey = block === undefined ? undefined : blockKeys[block];
      if (block !== undefined && !blockKey) return;
      if (block !== undefined) revealBlock(block);
      const ids = blockKey ? [...fieldIds(blockKey, keys), blockToggleId(blockKey)] : fieldIds(PAGE_FORM_ID, keys);
      setPending({ ids });
    },
    [blockKeys, revealBlock],
  );
}
