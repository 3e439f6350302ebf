import type { DraftConflict } from "../../shared/drafts.ts";
import { t } from "../strings.ts";

/** Props of {@link DraftConflictNotice}. */
export interface DraftConflictNoticeProps {
  conflict: DraftConflict;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * Someone saved the draft after it was opened here (or published or discarded it): take their version, or keep this
 * one over it. Nothing is saved meanwhile.
 */
export function DraftConflictNotice({ conflict, onTakeTheirs, onKeepMine }: DraftConflictNoticeProps) {
  return (
    <section className="refusal conflict" role="alert" aria-labelledby="rascunho-em-conflito">
      <h2 id="rascunho-em-conflito" className="conflict__title">
        {t.draftConflictHeading}
      </h2>
      <p>{conflict.message}</p>
      <div className="button-row">
        <button type="button" className="button button--small" onClick={onTakeTheirs}>
          {conflict.theirs ? t.reloadTheirs : t.draftGone}
        </button>
        <button type="button" className="button button--small" onClick={onKeepMine}>
          {t.keepMine}
        </button>
      </div>
    </section>
  );
}
