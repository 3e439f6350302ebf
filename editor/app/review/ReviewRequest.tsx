import { useConfirm } from "../useConfirm.tsx";
import { useId, useState } from "react";
import type { DraftKind } from "../../shared/drafts.ts";
import type { ReviewView } from "../../shared/review.ts";
import { r } from "./reviewStrings.ts";
import { serviceApi } from "./serviceApi.ts";
import { refusalText } from "./useAnswer.ts";

/** Props of {@link ReviewRequest}. */
export interface ReviewRequestProps {
  kind: DraftKind;
  name: string;
  review: ReviewView | null | undefined;
  onChange: (review: ReviewView) => void;
  /** How many problems the document has now: asking with any is confirmed first, and the reviewer is told. */
  problems?: number;
}

/**
 * "Pedir revisão": puts the document's draft in the Publishers' list, with an optional note; says when it is there.
 * With problems still to fix it asks first, and the note tells the reviewer how many there are.
 */
export function ReviewRequest({ kind, name, review, onChange, problems = 0 }: ReviewRequestProps) {
  const id = useId();
  const [note, setNote] = useState("");
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const { confirm, dialog } = useConfirm();
  const ask = async () => {
    if (problems > 0 && !(await confirm(r.askWithProblems(problems), r.askAnyway))) return;
    setSending(true);
    const told = problems > 0 ? [note.trim(), r.problemsInNote(problems)].filter(Boolean).join(" ") : note;
    const answer = await serviceApi.askReview(kind, name, told);
    setSending(false);
    if (!answer.ok) return setFailure(refusalText(answer.refusal));
    setFailure(undefined);
    setNote("");
    onChange(answer.value);
  };
  const waiting = review && !review.returned;
  return (
    <div className="document-tools__part">
      {waiting ? (
        <p role="status">{r.reviewAsked(review.asked)}</p>
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={id}>
              {r.reviewNote}
            </label>
            <textarea id={id} className="input" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          <button type="button" className="button" onClick={() => void ask()} disabled={sending}>
            {review?.returned ? r.askAgain : r.askReview}
          </button>
        </>
      )}
      {failure && (
        <p className="refusal" role="alert">
          {failure}
        </p>
      )}
      {dialog}
    </div>
  );
}
