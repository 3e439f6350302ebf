import classNames from "classnames";
import type { Card, CardGridBlock } from "../../schema/generated/page.ts";
import { Actions } from "../../renderer/ui/Action.tsx";
import { formatBRL } from "../../renderer/ui/formatBRL.ts";
import { Icon } from "../../renderer/ui/Icon.tsx";
import { Img } from "../../renderer/ui/Img.tsx";
import { Section } from "../../renderer/ui/Section.tsx";
import { KeepTogether } from "../../renderer/ui/KeepTogether.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import styles from "./cardGrid.module.css";

function CardView({ card, headingLevel }: { card: Card; headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <li
      className={classNames("surface-card", styles.card, card.tone && ["accent-top", styles[card.tone]])}
      data-tone={card.tone}
    >
      {card.image ? (
        <Img image={card.image} className={styles.image} />
      ) : (
        card.icon && (
          <span className={classNames("icon-tile", styles.icon)}>
            <Icon name={card.icon} size={28} />
          </span>
        )
      )}
      <Heading className={styles.title}>
        <RichText text={card.title} />
      </Heading>
      {card.text && (
        <p className={styles.text}>
          <RichText text={card.text} />
        </p>
      )}
      {card.list && (
        <ul className={styles.list}>
          {card.list.map((item, index) => (
            <li key={index}>
              <Icon name="check" size={18} strokeWidth={2} />
              <KeepTogether text={item} />
            </li>
          ))}
        </ul>
      )}
      {card.price !== undefined && (
        <p className={styles.price}>
          <strong>{formatBRL(card.price)}</strong>
          {card.priceNote && <span> {card.priceNote}</span>}
        </p>
      )}
      <Actions actions={card.actions} className={styles.actions} />
    </li>
  );
}

/** A responsive grid of cards (features, prices, pain points, channels), with optional buttons below. */
export function CardGrid({ block }: { block: CardGridBlock }) {
  const columns = block.columns ?? 3;
  return (
    <Section
      block="cardGrid"
      id={block.id}
      eyebrow={block.eyebrow}
      title={block.title}
      intro={block.intro}
      background={block.background}
    >
      <ul className={classNames(styles.grid, styles[`cols${columns}`])} data-columns={columns}>
        {block.cards.map((card, index) => (
          <CardView key={index} card={card} headingLevel={block.title ? "h3" : "h2"} />
        ))}
      </ul>
      <Actions actions={block.actions} className={styles.blockActions} />
    </Section>
  );
}
