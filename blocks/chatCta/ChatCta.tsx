import classNames from "classnames";
import type { ChatCtaBlock } from "../../schema/generated/page.ts";
import { Actions } from "../../renderer/ui/Action.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import styles from "./chatCta.module.css";

/** A highlighted call-out that invites the visitor to a chat (or another action). */
export function ChatCta({ block }: { block: ChatCtaBlock }) {
  const tone = block.tone ?? "azul";
  return (
    <section data-block="chatCta" id={block.id} className={styles.section}>
      <div className="container">
        <div data-tone={tone} className={classNames(styles.box, styles[tone], `on-${tone}`)}>
          <h2 className={styles.title}>
            <RichText text={block.title} />
          </h2>
          {block.text && (
            <p className={styles.text}>
              <RichText text={block.text} />
            </p>
          )}
          <Actions actions={block.actions} className={styles.actions} />
        </div>
      </div>
    </section>
  );
}
