import { BRAND_MARKS, UNKNOWN_MARK } from "./brandMarks.tsx";
import styles from "./paymentForm.module.css";

/**
 * The detected brand's mark, always the same size (typing never moves the fields); decorative, since the brand's
 * name is said in words next to it.
 */
export function BrandMark({ brand }: { brand: string | undefined }) {
  const drawing = (brand && BRAND_MARKS[brand]) || UNKNOWN_MARK;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={styles.mark}
      viewBox="0 0 40 26"
      width="40"
      height="26"
      data-mark={brand ?? "unknown"}
    >
      {drawing}
    </svg>
  );
}
