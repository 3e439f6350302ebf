import { useEffect, useState } from "react";
import { brasiliaMoment } from "../../shared/brasiliaTime.ts";
import type { DraftKind, DraftSummary } from "../../shared/drafts.ts";
import { t } from "../strings.ts";
import { draftApi } from "./draftApi.ts";
import { documentTitle } from "../../shared/documentName.ts";
import { pagePath } from "../../shared/variantNames.ts";
import { useNotices } from "../review/noticeFeed.ts";
import { r } from "../review/reviewStrings.ts";

/** A draft's document as the lists name it. */
export const draftFile = (kind: DraftKind, name: string): string =>
  kind === "page" ? pagePath(name) : kind === "collection" ? `collections/${name}.json` : "site.json";

/** Props of {@link DraftList}. */
export interface DraftListProps {
  onOpen: (kind: DraftKind, name: string) => void;
}

/**
 * The team's drafts (new pages among them, which have no file yet): whose, when saved, whether review was asked or it
 * was sent back (kept up to date as it happens), and the way to each.
 */
export function DraftList({ onOpen }: DraftListProps) {
  const [drafts, setDrafts] = useState<DraftSummary[]>([]);
  const reviews = useNotices()?.reviews ?? [];
  const reviewOf = (draft: DraftSummary) =>
    reviews.find((review) => review.kind === draft.kind && review.name === draft.name)?.state;
  const [now] = useState(Date.now);
  useEffect(() => {
    let shown = true;
    draftApi.list().then(
      (answer) => shown && answer.ok && setDrafts(answer.value),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  if (!drafts.length) return null;
  return (
    <section className="page-list" aria-labelledby="rascunhos-titulo">
      <h2 id="rascunhos-titulo">{t.draftsHeading}</h2>
      <p className="field__help">{t.draftsIntro}</p>
      <ul className="draft-list">
        {drafts.map((draft) => (
          <li key={`${draft.kind}/${draft.name}`}>
            {documentTitle(draftFile(draft.kind, draft.name))} {t.draftLine(draft.by, brasiliaMoment(draft.at, now))}{" "}
            <ReviewBadge state={reviewOf(draft)} />
            <button type="button" className="button button--small" onClick={() => onOpen(draft.kind, draft.name)}>
              {t.open}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A draft's review as a badge: asked, or sent back with a comment; nothing without a request. */
function ReviewBadge({ state }: { state: "asked" | "returned" | undefined }) {
  if (!state) return null;
  return (
    <>
      <span className="badge">{state === "asked" ? r.askedBadge : r.returnedBadge}</span>{" "}
    </>
  );
}
