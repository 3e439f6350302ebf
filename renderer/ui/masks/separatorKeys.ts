import type { KeyboardEvent } from "react";

/**
 * Where a collapsed caret should stand before Backspace or Delete acts, so that the key removes a digit rather
 * than a mask separator (space, slash, parenthesis, dash) that the mask would put straight back.
 */
export function caretPastSeparators(value: string, caret: number, key: string): number {
  let at = caret;
  if (key === "Delete") while (at < value.length && /\D/.test(value[at]!)) at += 1;
  if (key === "Backspace") while (at > 0 && /\D/.test(value[at - 1]!)) at -= 1;
  return at;
}

/**
 * keydown handler for masked inputs. Without it, Delete in front of a separator removes the separator, the mask
 * restores it, and the caret is stuck there.
 */
export function stepOverSeparators(event: KeyboardEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  const { selectionStart: start, selectionEnd: end, value } = input;
  if (start === null || start !== end) return;
  const at = caretPastSeparators(value, start, event.key);
  if (at !== start) input.setSelectionRange(at, at);
}
