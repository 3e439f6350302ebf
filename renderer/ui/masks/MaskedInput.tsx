import { forwardRef, useLayoutEffect, useRef, type InputHTMLAttributes } from "react";
import { caretAfterDigits, digitsBeforeCaret } from "./caret.ts";
import { digitsOf } from "./formats.ts";
import { stepOverSeparators } from "./separatorKeys.ts";

/** Props of {@link MaskedInput}: the stored value is digits only; `format` turns it into what is shown. */
export interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> {
  value: string;
  maxDigits: number;
  format: (digits: string) => string;
  onValueChange: (digits: string) => void;
}

const useIsomorphicLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

/**
 * A text input that shows a mask and stores digits only. Typing, pasting and deleting anywhere keep the caret
 * after the same digit it followed, so editing in the middle of a masked value behaves.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { value, maxDigits, format, onValueChange, ...rest },
  forwardedRef,
) {
  const input = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const shown = format(value);

  useIsomorphicLayoutEffect(() => {
    if (pendingCaret.current === null || !input.current || document.activeElement !== input.current) return;
    input.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  return (
    <input
      {...rest}
      ref={(element) => {
        input.current = element;
        if (typeof forwardedRef === "function") forwardedRef(element);
        else if (forwardedRef) forwardedRef.current = element;
      }}
      inputMode="numeric"
      value={shown}
      onKeyDown={(event) => {
        stepOverSeparators(event);
        rest.onKeyDown?.(event);
      }}
      onChange={(event) => {
        const typed = event.target.value;
        const caret = event.target.selectionStart ?? typed.length;
        const digits = digitsOf(typed).slice(0, maxDigits);
        pendingCaret.current = caretAfterDigits(
          format(digits),
          Math.min(digitsBeforeCaret(typed, caret), digits.length),
        );
        onValueChange(digits);
      }}
    />
  );
});
