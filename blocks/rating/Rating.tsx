import type { CSSProperties } from "react";
import type { RatingBlock, RatingItem, RatingLabels } from "../../schema/generated/page.ts";
import { isSafeExternalUrl } from "../../renderer/chat/safeUrl.ts";
import { TrustBand } from "../../renderer/ui/TrustBand.tsx";
import { useSite } from "../../renderer/site/SiteContext.tsx";
import styles from "./rating.module.css";
import { formatScore, ratingText } from "./ratingText.ts";
import { Stars } from "./Stars.tsx";

/**
 * One source's rating. Screen readers hear one sentence ("Nota 4,8 de 5 no Reclame Aqui, 1.234 avaliações"), written
 * in the block; what the eye sees (the big score, the stars, the source, the count) is hidden from them, for it says
 * the same in pieces; then the date, for both. With a link, the whole card is the link, named by what it says.
 */
function RatingCard({ item, labels }: { item: RatingItem; labels: RatingLabels }) {
  const { ui } = useSite();
  const text = ratingText(labels, item);
  const link = item.href && isSafeExternalUrl(item.href) ? item.href : undefined;
  const content = (
    <>
      <span className="sr-only">
        {/* A full stop before the date, so that a screen reader pauses between the two. */}
        {text.score}, {text.reviews}
        {item.date ? ". " : ""}
      </span>
      <span className={styles.visual} aria-hidden="true">
        <span className={styles.score}>{formatScore(item.score)}</span>
        <Stars score={item.score} />
        <span className={styles.source}>{item.source}</span>
        <span className={styles.reviews}>{text.reviews}</span>
      </span>
      {item.date && <span className={styles.date}>{item.date}</span>}
    </>
  );
  return (
    <li className={styles.item}>
      {link ? (
        <a className={styles.link} href={link} target="_blank" rel="noopener noreferrer">
          {content}
          <span className="sr-only"> ({ui.newTab})</span>
        </a>
      ) : (
        <p className={styles.card}>{content}</p>
      )}
    </li>
  );
}

/** A compact band of the product's ratings on review sites and app stores, one card per source. */
export function Rating({ block }: { block: RatingBlock }) {
  return (
    <TrustBand block="rating" id={block.id} title={block.title} background={block.background}>
      <ul
        className={styles.list}
        data-count={block.items.length}
        style={{ "--count": block.items.length } as CSSProperties}
      >
        {block.items.map((item, index) => (
          <RatingCard key={index} item={item} labels={block.labels} />
        ))}
      </ul>
    </TrustBand>
  );
}
