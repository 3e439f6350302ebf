import classNames from "classnames";
import type { RefObject } from "react";
import { SlidePosition } from "./SlidePosition.tsx";
import { useSwipePosition } from "./useSwipePosition.ts";
import styles from "./slidePosition.module.css";

/**
 * The position of a row of cards that scrolls sideways on phones, shown as the carousels show theirs (dots or "3 de 8")
 * and followed as the visitor swipes; tapping a dot brings its card in. The block hides it where its row does not swipe.
 */
export function SwipePosition({
  row,
  count,
  className,
}: {
  row: RefObject<HTMLElement | null>;
  count: number;
  className?: string;
}) {
  const { selected, goTo } = useSwipePosition(row);
  return (
    <SlidePosition count={count} selected={selected} goTo={goTo} className={classNames(styles.underRow, className)} />
  );
}
