import type { CSSProperties } from "react";
import classNames from "classnames";
import type { StatsBlock } from "../../schema/generated/page.ts";
import { KeepTogether } from "../../renderer/ui/KeepTogether.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import styles from "./stats.module.css";

/**
 * A strip of big figures with their captions, as a description list. The list tells its stylesheet how many
 * characters its longest figure has, so that the figures shrink together where a column is too narrow for it
 * ("Ilimitados" in four columns at 768 px) instead of running into the next one.
 */
export function Stats({ block }: { block: StatsBlock }) {
  const tone = block.tone ?? "azul";
  const longestFigure = Math.max(1, ...block.items.map((item) => [...item.value].length));
  return (
    <section data-block="stats" id={block.id} data-tone={tone} className={classNames(styles.stats, styles[tone])}>
      <div className="container">
        {block.title && (
          <h2 className={styles.title}>
            <RichText text={block.title} />
          </h2>
        )}
        <dl className={styles.list} style={{ "--longest-figure": longestFigure } as CSSProperties}>
          {block.items.map((item, index) => (
            <div key={index} className={styles.item}>
              <dt className={styles.label}>{item.label}</dt>
              <dd className={styles.value}>
                <KeepTogether text={item.value} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
