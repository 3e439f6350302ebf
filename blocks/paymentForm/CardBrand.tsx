import { useDeferredValue } from "react";
import { useWatch, type Control } from "react-hook-form";
import { BrandMark } from "./BrandMark.tsx";
import { detectBrand } from "./cardBrands.ts";
import type { PaymentValues } from "./paymentSchema.ts";
import styles from "./paymentForm.module.css";

/**
 * The card's brand beside its number, as it is typed. It watches the number itself, so a key press re-renders this
 * and the field, never the whole form; and it follows the number in a render of its own, after the key's (a deferred
 * value), so that the frame showing the digit is painted before the brand and its mark are drawn and laid out. One
 * size, empty or not, so the field below never moves. The live region is always in the page, so that screen readers
 * hear the brand change (it must exist beforehand); the mark beside it is a drawing, outside it, so that only the
 * brand's name is read.
 */
export function CardBrand({
  control,
  label,
  unknownBrand,
}: {
  control: Control<PaymentValues>;
  /** The word read before the brand ("Bandeira"). */
  label: string;
  /** The name said for a number of no known brand. */
  unknownBrand: string;
}) {
  const number = useDeferredValue(useWatch({ control, name: "numeroCartao" }));
  const brand = detectBrand(number);
  return (
    <span className={styles.brand}>
      <span aria-live="polite" data-brand={number ? (brand ?? unknownBrand) : undefined}>
        {number && (
          <>
            <span className="sr-only">{label}: </span>
            <strong>{brand ?? unknownBrand}</strong>
          </>
        )}
      </span>
      {number && <BrandMark brand={brand} />}
    </span>
  );
}
