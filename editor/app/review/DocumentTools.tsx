import { useCallback } from "react";
import "./review.css";
import type { DraftKind } from "../../shared/drafts.ts";
import { DocumentSchedule } from "../agenda/DocumentSchedule.tsx";
import { PreviewLinks } from "./PreviewLinks.tsx";
import { ReviewRequest } from "./ReviewRequest.tsx";
import { r } from "./reviewStrings.ts";
import { serviceApi } from "./serviceApi.ts";
import type { NoticeCounts } from "../../shared/notices.ts";
import { useAnswer } from "./useAnswer.ts";
import { useOnNoticeChange } from "./useOnNoticeChange.ts";
import { useServicePermissions } from "./useServiceSession.ts";

/**
 * Under an open document's bar, on the editor service only: a Publisher's comment on its draft when it was sent back
 * (shown as it happens),
 * and (folded) "Pedir revisão", the preview links and, for Publishers, the agenda. Nothing on the dev server.
 */
export function DocumentTools({ kind, name, problems }: { kind: DraftKind; name: string; problems?: number }) {
  const permissions = useServicePermissions();
  if (!permissions?.includes("edit")) return null;
  return (
    <DocumentToolsPanel kind={kind} name={name} mayPublish={permissions.includes("publish")} problems={problems} />
  );
}

/** The panel itself, once the person is known to edit (tests draw it directly). */
export function DocumentToolsPanel({
  kind,
  name,
  mayPublish,
  problems,
}: {
  kind: DraftKind;
  name: string;
  mayPublish: boolean;
  /** The document's problems now, for "Pedir revisão" to confirm and tell. */
  problems?: number;
}) {
  const read = useCallback(() => serviceApi.review(kind, name), [kind, name]);
  const { value: review, setValue, reload } = useAnswer(read);
  // An open tab learns that its draft was sent back (or taken up by someone else's request) as it happens.
  const stateOfThis = useCallback(
    ({ reviews }: NoticeCounts) => reviews.find((one) => one.kind === kind && one.name === name)?.state ?? "none",
    [kind, name],
  );
  useOnNoticeChange(stateOfThis, () => void reload());
  return (
    <>
      {review?.returned && (
        <div className="refusal" role="status">
          <strong>{r.returnedBadge}</strong>
          <p>{r.reviewReturned(review.returned.by, review.returned.comment)}</p>
        </div>
      )}
      <details className="document-tools">
        <summary>{r.toolsHeading}</summary>
        <div className="document-tools__parts">
          <ReviewRequest kind={kind} name={name} review={review} onChange={setValue} problems={problems} />
          <PreviewLinks kind={kind} name={name} />
          {mayPublish && kind !== "experiment" && kind !== "section" && <DocumentSchedule kind={kind} name={name} />}
        </div>
      </details>
    </>
  );
}
