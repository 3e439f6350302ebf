import classNames from "classnames";
import { useRef } from "react";
import type { MediaRow, MediaRowsBlock } from "../../schema/generated/page.ts";
import { Actions } from "../../renderer/ui/Action.tsx";
import { Icon } from "../../renderer/ui/Icon.tsx";
import { Img } from "../../renderer/ui/Img.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { Section } from "../../renderer/ui/Section.tsx";
import { SwipePosition } from "../../renderer/ui/position/SwipePosition.tsx";
import styles from "./mediaRows.module.css";

/** The side of row `index`'s image: the first row's side, then alternating by index parity. */
export function imageSide(index: number, first: "left" | "right" = "left"): "left" | "right" {
  const other = first === "left" ? "right" : "left";
  return index % 2 === 0 ? first : other;
}

function Row({ row, side, heading: Heading }: { row: MediaRow; side: "left" | "right"; heading: "h2" | "h3" }) {
  return (
    <div
      className={classNames(styles.row, row.image ? styles[side] : styles.textOnly)}
      data-image-side={row.image ? side : undefined}
    >
      {/* The image comes first in the DOM so it stacks above the text on small screens; CSS moves it right. */}
      {row.image && (
        <div className={styles.media}>
          <Img image={row.image} className={styles.image} />
        </div>
      )}
      <div className={styles.copy}>
        {row.eyebrow && (
          <p className="eyebrow">
            <RichText text={row.eyebrow} />
          </p>
        )}
        <Heading className={styles.title}>
          <RichText text={row.title} />
        </Heading>
        {row.paragraphs?.map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            <RichText text={paragraph} />
          </p>
        ))}
        {row.list?.length ? (
          <ul className={styles.list}>
            {row.list.map((item, index) => (
              <li key={index}>
                <Icon name="check" size={18} className={styles.check} />
                <span>
                  <RichText text={item} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <Actions actions={row.actions} className={styles.actions} />
      </div>
    </div>
  );
}

/** Whether a block's rows swipe as one row on phones: three or more, each with its picture, on a light band. */
export function swipesOnPhones(block: MediaRowsBlock): boolean {
  return block.rows.length >= 3 && block.rows.every((row) => row.image) && block.background !== "azul";
}

/**
 * Text-and-image rows whose image alternates sides; a single row is a plain text-and-image section. On phones three
 * or more rows with pictures become cards in a row that scrolls sideways, the next one peeking in at the edge.
 */
export function MediaRows({ block }: { block: MediaRowsBlock }) {
  // Without a section title the rows' titles are the section's headings, so they step up to h2.
  const heading = block.title ? "h3" : "h2";
  const swipes = swipesOnPhones(block);
  const strip = useRef<HTMLDivElement>(null);
  return (
    <Section
      block="mediaRows"
      id={block.id}
      eyebrow={block.eyebrow}
      title={block.title}
      intro={block.intro}
      background={block.background}
    >
      <div
        ref={strip}
        className={classNames(styles.rows, swipes && styles.swipe)}
        // A row that scrolls sideways takes the keyboard's focus, so arrow keys scroll cards that have no button.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
        tabIndex={swipes ? 0 : undefined}
      >
        {block.rows.map((row, index) => (
          <Row key={index} row={row} side={imageSide(index, block.imageFirst)} heading={heading} />
        ))}
      </div>
      {swipes && <SwipePosition row={strip} count={block.rows.length} className={styles.position} />}
    </Section>
  );
}
