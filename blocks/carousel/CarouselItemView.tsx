import type { CarouselItem, ResultLabels } from "../../schema/generated/page.ts";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { formatBRL } from "../../renderer/ui/formatBRL.ts";
import { Icon } from "../../renderer/ui/Icon.tsx";
import { Img } from "../../renderer/ui/Img.tsx";
import styles from "./carousel.module.css";

/**
 * A testimonial: the quote, then who said it, each part only when given. A named one shows the photo (round), the
 * name in bold and "cargo, empresa" muted; an unnamed one its image, title and subtitle in the same places.
 */
function Testimonial({ item }: { item: CarouselItem }) {
  const avatar = item.photo ?? item.image;
  const name = item.name ?? item.title;
  const detail = [item.role, item.company].filter(Boolean).join(", ") || item.subtitle;
  return (
    <figure className={`surface-card ${styles.item} ${styles.testimonial}`}>
      {item.text && (
        <blockquote className={styles.quote}>
          <RichText text={item.text} />
        </blockquote>
      )}
      {(avatar || name || detail) && (
        <figcaption className={styles.author}>
          {avatar && <Img image={avatar} className={styles.avatar} />}
          {(name || detail) && (
            <span>
              {name && (
                <strong>
                  <RichText text={name} />
                </strong>
              )}
              {detail && <span className={styles.subtitle}>{detail}</span>}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  );
}

/** One carousel item, drawn by its kind: a feature card, a testimonial or a campaign result. */
export function CarouselItemView({ item, resultLabels }: { item: CarouselItem; resultLabels?: ResultLabels }) {
  if (item.kind === "testimonial") return <Testimonial item={item} />;
  if (item.kind === "result") {
    const figures: Array<[string | undefined, string | undefined]> = [
      [
        resultLabels?.period,
        item.periodDays === undefined ? undefined : `${item.periodDays} ${resultLabels?.days ?? ""}`.trim(),
      ],
      [resultLabels?.deals, item.deals === undefined ? undefined : String(item.deals)],
      [resultLabels?.revenue, item.revenue === undefined ? undefined : formatBRL(item.revenue)],
      [resultLabels?.investment, item.investment === undefined ? undefined : formatBRL(item.investment)],
    ];
    return (
      <article className={`surface-card ${styles.item} ${styles.result}`}>
        {item.image && <Img image={item.image} className={styles.logo} />}
        {item.title && (
          <h3 className={styles.title}>
            <RichText text={item.title} />
          </h3>
        )}
        <dl className={styles.figures}>
          {figures
            .filter((figure): figure is [string, string] => figure[0] !== undefined && figure[1] !== undefined)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </article>
    );
  }
  return (
    <article className={`surface-card ${styles.item} ${styles.card}`}>
      {item.image ? (
        <Img image={item.image} className={styles.cardImage} />
      ) : (
        item.icon && (
          <span className="icon-tile">
            <Icon name={item.icon} size={28} />
          </span>
        )
      )}
      {item.title && (
        <h3 className={styles.title}>
          <RichText text={item.title} />
        </h3>
      )}
      {item.text && (
        <p className={styles.text}>
          <RichText text={item.text} />
        </p>
      )}
    </article>
  );
}
