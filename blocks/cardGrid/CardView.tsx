import classNames from "classnames";
import type { Card } from "../../schema/generated/page.ts";
import { Actions } from "../../renderer/ui/Action.tsx";
import { formatBRL } from "../../renderer/ui/formatBRL.ts";
import { Icon } from "../../renderer/ui/Icon.tsx";
import { Img } from "../../renderer/ui/Img.tsx";
import { KeepTogether } from "../../renderer/ui/KeepTogether.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import styles from "./cardGrid.module.css";

/** The heading levels a card's title takes: below the section's title, and below a group's title when grouped. */
export type CardHeading = "h2" | "h3" | "h4";

/** One card of the grid: picture or icon, title, text, list, price and buttons, each optional but the title. */
export function CardView({ card, headingLevel }: { card: Card; headingLevel: CardHeading }) {
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
