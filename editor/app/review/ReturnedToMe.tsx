import type { ReviewState } from "../../shared/notices.ts";
import { documentTitle } from "../../shared/documentName.ts";
import { r } from "./reviewStrings.ts";
import { documentHref } from "./serviceScreens.ts";

/** In "Revisões", the person's own drafts a Publisher sent back, each with the way to its comment. */
export function ReturnedToMe({ reviews }: { reviews: readonly ReviewState[] }) {
  const returned = reviews.filter((review) => review.mine && review.state === "returned");
  if (!returned.length) return null;
  return (
    <section className="review-card" aria-labelledby="devolvidos-titulo">
      <h2 id="devolvidos-titulo">{r.returnedHeading}</h2>
      <ul>
        {returned.map((review) => (
          <li key={`${review.kind}/${review.name}`}>
            {documentTitle(review.file)}{" "}
            <a className="toolbar__link" href={documentHref(review.kind, review.name)}>
              {r.openDraft}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
