import classNames from "classnames";
import { useRef } from "react";
import type { Card, CardGridBlock } from "../../schema/generated/page.ts";
import { Actions } from "../../renderer/ui/Action.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { Section } from "../../renderer/ui/Section.tsx";
import { SwipePosition } from "../../renderer/ui/position/SwipePosition.tsx";
import styles from "./cardGrid.module.css";
import { CardView, type CardHeading } from "./CardView.tsx";
import { phoneLayout } from "./smallCards.ts";

/** The cards of one list, in as many columns as the block asks for; on phones small cards pair up or go compact. */
function CardList({ cards, columns, headingLevel }: { cards: Card[]; columns: number; headingLevel: CardHeading }) {
  const layout = phoneLayout(cards);
  const row = useRef<HTMLUListElement>(null);
  return (
    <>
      <ul
        ref={row}
        className={classNames(styles.grid, styles[`cols${columns}`], layout !== "stacked" && styles[layout])}
        data-columns={columns}
        data-phone-columns={layout === "pairs" ? 2 : 1}
        // A row that scrolls sideways takes the keyboard's focus, so arrow keys scroll cards that have no button.
        tabIndex={layout === "swipe" ? 0 : undefined}
      >
        {cards.map((card, index) => (
          <CardView key={index} card={card} headingLevel={headingLevel} />
        ))}
      </ul>
      {layout === "swipe" && <SwipePosition row={row} count={cards.length} className={styles.position} />}
    </>
  );
}

/**
 * A responsive grid of cards (features, prices, pain points, channels), with optional buttons below. A long list
 * can come in groups, each under its own heading, one level below the section's title (the cards one further).
 */
export function CardGrid({ block }: { block: CardGridBlock }) {
  const columns = block.columns ?? 3;
  const top = block.title ? 3 : 2;
  const level = (depth: number) => `h${top + depth}` as CardHeading;
  return (
    <Section
      block="cardGrid"
      id={block.id}
      eyebrow={block.eyebrow}
      title={block.title}
      intro={block.intro}
      background={block.background}
    >
      {block.groups ? (
        block.groups.map((group, index) => {
          const GroupHeading = level(0);
          return (
            <div key={index} className={styles.group}>
              <GroupHeading className={styles.groupTitle}>
                <RichText text={group.title} />
              </GroupHeading>
              <CardList cards={group.cards} columns={columns} headingLevel={level(1)} />
            </div>
          );
        })
      ) : (
        <CardList cards={block.cards ?? []} columns={columns} headingLevel={level(0)} />
      )}
      <Actions actions={block.actions} className={styles.blockActions} />
    </Section>
  );
}
