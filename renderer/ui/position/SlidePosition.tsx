import classNames from "classnames";
import { useSite } from "../../site/SiteContext.tsx";
import styles from "./slidePosition.module.css";

/** The most slides marked with one dot each: past it the dots would not fit a phone's row. */
export const MAX_DOTS = 5;

/** Whether a row of `count` slides shows its position as "3 de 8" instead of one dot per slide. */
export function countsSlides(count: number): boolean {
  return count > MAX_DOTS;
}

/**
 * Where a visitor is in a row of slides or cards: a dot per slide, the current one long and orange, each a button that
 * goes there; or "3 de 8" when there are too many for dots. The carousels and the rows that swipe on phones show the
 * same one.
 */
export function SlidePosition({
  count,
  selected,
  goTo,
  className,
}: {
  count: number;
  selected: number;
  goTo: (index: number) => void;
  className?: string;
}) {
  const { ui } = useSite();
  if (countsSlides(count))
    return (
      <p className={classNames(styles.counter, className)} aria-live="polite">
        {ui.slideCounter.replace("{n}", String(selected + 1)).replace("{total}", String(count))}
      </p>
    );
  return (
    <div className={classNames(styles.dots, className)}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={classNames(styles.dot, index === selected && styles.dotActive)}
          aria-label={ui.goToSlide.replace("{n}", String(index + 1))}
          aria-current={index === selected ? "true" : undefined}
          data-active={index === selected || undefined}
          onClick={() => goTo(index)}
        />
      ))}
    </div>
  );
}
