import { shownRoute } from "../../../shared/shownRoute.ts";
import { shownText } from "../../../shared/siteData.ts";
import type { Image } from "../../../../schema/generated/defs.ts";
import { interpolate } from "../../../../model/content/interpolate.ts";
import "./share.css";
import { s } from "./shareStrings.ts";
import {
  CARD_DESCRIPTION_LIMIT,
  DESCRIPTION_LIMIT,
  TITLE_LIMIT,
  cardDomain,
  cutText,
  googleAddress,
  shareWarnings,
} from "./shareText.ts";
import { useSiteFacts } from "./useSiteFacts.ts";

/** A text field of the page, or "" when it is missing or not a text. */
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** An image value of the page, when it has a file. */
const imageOf = (value: unknown) =>
  value && typeof value === "object" && typeof (value as Image).src === "string" ? (value as Image) : undefined;

/**
 * The page as a Google result (address, title and description, cut where Google cuts them) and as a link shared on
 * WhatsApp (sharing image, title, description, domain), redrawn as the fields are typed, with the length warnings.
 */
export function SharePreview({ fields }: { fields: Record<string, unknown> }) {
  const site = useSiteFacts();
  // The site's data filled in; a collection's columns named as the fields name them ("[Coluna: cidade]").
  const fill = (value: string) => shownText(site ? interpolate(value, site.placeholders) : value);
  const title = fill(text(fields.title));
  const description = fill(text(fields.description));
  const route = text(fields.route) || "/";
  const image = imageOf(fields.image) ?? site?.shareImage;
  const warnings = shareWarnings(title, description);
  return (
    <section className="share-preview" aria-labelledby="previa-compartilhamento">
      <h2 id="previa-compartilhamento">{s.heading}</h2>
      <p className="field__help">{s.help}</p>
      <ul className="share-preview__warnings" aria-live="polite">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
      <div className="share-preview__cards">
        <figure className="google-result" aria-label={s.google}>
          <figcaption className="share-preview__caption">{s.google}</figcaption>
          <p className="google-result__address">{googleAddress(site?.siteUrl ?? "", shownRoute(route))}</p>
          <p className="google-result__title">{cutText(title, TITLE_LIMIT) || s.emptyTitle}</p>
          <p className="google-result__description">{cutText(description, DESCRIPTION_LIMIT) || s.emptyDescription}</p>
        </figure>
        <figure className="whatsapp-card" aria-label={s.whatsapp}>
          <figcaption className="share-preview__caption">{s.whatsapp}</figcaption>
          <div className="whatsapp-card__bubble">
            {image ? (
              <img className="whatsapp-card__image" src={image.src} alt="" width={image.width} height={image.height} />
            ) : (
              <p className="whatsapp-card__no-image">{s.noImage}</p>
            )}
            <p className="whatsapp-card__title">{cutText(title, TITLE_LIMIT) || s.emptyTitle}</p>
            <p className="whatsapp-card__description">{cutText(description, CARD_DESCRIPTION_LIMIT)}</p>
            <p className="whatsapp-card__domain">{site ? cardDomain(site.siteUrl) : ""}</p>
          </div>
        </figure>
      </div>
    </section>
  );
}
