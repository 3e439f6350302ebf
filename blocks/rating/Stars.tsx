import type { CSSProperties } from "react";
import { Icon } from "../../renderer/ui/Icon.tsx";
import styles from "./rating.module.css";

const FIVE = [0, 1, 2, 3, 4];

/**
 * Five stars filled up to the score (4,8 fills four and most of the fifth): decoration only, hidden from screen
 * readers, for the sentence beside them says the score. The filled row is clipped over the empty one.
 */
export function Stars({ score }: { score: number }) {
  const filled = `${(Math.min(5, Math.max(0, score)) / 5) * 100}%`;
  return (
    <span className={styles.stars} aria-hidden="true" data-fill={filled}>
      <span className={styles.starsEmpty}>
        {FIVE.map((index) => (
          <Icon key={index} name="star" size={20} strokeWidth={1.5} />
        ))}
      </span>
      <span className={styles.starsFilled} style={{ "--fill": filled } as CSSProperties}>
        {FIVE.map((index) => (
          <Icon key={index} name="star" size={20} strokeWidth={1.5} filled />
        ))}
      </span>
    </span>
  );
}
