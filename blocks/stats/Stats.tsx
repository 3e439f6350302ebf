import classNames from "classnames";
import type { StatsBlock } from "../../schema/generated/page.ts";
import { KeepTogether } from "../../renderer/ui/KeepTogether.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import styles from "./stats.module.css";

/** A strip of big figures with their captions, as a description list. */
export function Stats({ block }: { block: StatsBlock }) {
  const tone = block.tone ?? "azul";
  return (
    <section data-block="stats" id={block.id} data-tone={tone} className={classNames(styles.stats, styles[tone])}>
      <div className="container">
        {block.title && (
          <h2 className={styles.title}>
            <RichText text={block.title} />
          </h2>
        )}
        <dl className={styles.list}>
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
