import { useId, useState } from "react";
import type { SchemaSet } from "../../shared/api.ts";
import type { ReviewItem } from "../../shared/review.ts";
import { documentTitle } from "../../shared/documentName.ts";
import { publicationStatus, publicationWords } from "../../shared/publicationStatus.ts";
import { FieldChangeList } from "../changes/FieldChangeList.tsx";
import { PAGE_WORDING, SITE_WORDING } from "../publishing/publishOutcome.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
import { DraftProblems } from "./DraftProblems.tsx";
import { r } from "./reviewStrings.ts";
import { serviceApi } from "./serviceApi.ts";
import { documentHref } from "./serviceScreens.ts";
import { refusalText } from "./useAnswer.ts";

/** Props of {@link ReviewCard}. */
export interface ReviewCardProps {
  item: ReviewItem;
  mayPublish: boolean;
  /** The request left the list (published or sent back), with what to announce. */
  onDone: (said: string) => void;
  /** The editor's schemas, to list a page's problems by their places (none listed without them). */
  schemas?: SchemaSet;
}

/**
 * One request in "Revisões": the document, who asked and when, their note, what the draft changes by block and
 * field and a page's problems, each leading to its field; for a Publisher, "Publicar" (with a message, offered as the
 * editor offers it when publishing the document) and "Devolver com comentário".
 */
export function ReviewCard({ item, mayPublish, onDone, schemas }: ReviewCardProps) {
  const id = useId();
  const [message, setMessage] = useState(() =>
    (item.kind === "site" ? SITE_WORDING : PAGE_WORDING).suggested(item.file),
  );
  const [comment, setComment] = useState("");
  const [failure, setFailure] = useState<string>();
  const publish = async () => {
    const answer = await serviceApi.publishDraft(item.kind, item.name, message);
    if (answer.ok) onDone([r.publishDone(item.file), ...publicationWords(publicationStatus(answer.value))].join(" "));
    else setFailure(refusalText(answer.refusal));
  };
  const giveBack = async () => {
    const answer = await serviceApi.giveBack(item.kind, item.name, comment);
    if (answer.ok) onDone(r.giveBackDone(item.file));
    else setFailure(refusalText(answer.refusal));
  };
  return (
    <article className="review-card" aria-labelledby={`${id}-file`}>
      <h2 id={`${id}-file`}>{documentTitle(item.file)}</h2>
      <p>{item.asked}</p>
      {item.note && <blockquote>{item.note}</blockquote>}
      {item.isNew ? <p>{r.reviewNew}</p> : <FieldChangeList changes={item.changes} empty={r.reviewNoChanges} />}
      {item.kind === "page" && schemas && <DraftProblems name={item.name} schemas={schemas} />}
      <p>
        <a className="toolbar__link" href={documentHref(item.kind, item.name)}>
          {r.openDraft}
        </a>
      </p>
      {mayPublish ? (
        <div className="review-card__actions">
          <LabelledField id={`${id}-message`} label={r.publishMessage}>
            <input
              id={`${id}-message`}
              className="input"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </LabelledField>
          <button type="button" className="button button--primary" onClick={() => void publish()}>
            {r.publishDraft}
          </button>
          <LabelledField id={`${id}-comment`} label={r.giveBackComment}>
            <textarea
              id={`${id}-comment`}
              className="input"
              rows={2}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </LabelledField>
          <button type="button" className="button" onClick={() => void giveBack()}>
            {r.giveBack}
          </button>
        </div>
      ) : (
        <p className="field__help">{r.reviewIsForPublishers}</p>
      )}
      {failure && (
        <p className="refusal" role="alert">
          {failure}
        </p>
      )}
    </article>
  );
}
