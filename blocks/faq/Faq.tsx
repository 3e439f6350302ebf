import type { FaqBlock } from "../../schema/generated/page.ts";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { Section } from "../../renderer/ui/Section.tsx";
import styles from "./faq.module.css";

/** Questions and answers as native disclosure widgets: they open and close even before JavaScript runs. */
export function Faq({ block }: { block: FaqBlock }) {
  return (
    <Section block="faq" id={block.id} eyebrow={block.eyebrow} title={block.title} background="cinza">
      <div className={styles.list}>
        {block.items.map((item, index) => (
          <details key={index} className={styles.item} open={block.openFirst === true && index === 0}>
            <summary className={styles.question}>
              <RichText text={item.question} />
            </summary>
            <p className={styles.answer}>
              <RichText text={item.answer} />
            </p>
          </details>
        ))}
      </div>
    </Section>
  );
}
