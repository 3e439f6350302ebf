import type { StepsBlock } from "../../schema/generated/page.ts";
import { Actions } from "../../renderer/ui/Action.tsx";
import { Icon } from "../../renderer/ui/Icon.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { Section } from "../../renderer/ui/Section.tsx";
import styles from "./steps.module.css";

/** A numbered sequence of steps; the numbers come from the order, not from the config. */
export function Steps({ block }: { block: StepsBlock }) {
  return (
    <Section
      block="steps"
      id={block.id}
      eyebrow={block.eyebrow}
      title={block.title}
      intro={block.intro}
      background={block.background}
    >
      {/* role="list" on purpose: Safari drops list semantics (and the step count) from lists styled with list-style: none. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- redundant by the ARIA rules, not for Safari's VoiceOver (above) */}
      <ol className={styles.list} role="list">
        {block.items.map((step, index) => (
          <li key={index} className={`accent-top surface-card ${styles.step}`}>
            {/* The <ol> already announces the position; the badge only shows it. */}
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {step.icon && <Icon name={step.icon} className={styles.icon} size={28} />}
            <h3 className={styles.title}>
              <RichText text={step.title} />
            </h3>
            {step.text && (
              <p className={styles.text}>
                <RichText text={step.text} />
              </p>
            )}
          </li>
        ))}
      </ol>
      <Actions actions={block.actions} className={styles.actions} />
    </Section>
  );
}
