import { t } from "../strings.ts";

/** Props of {@link ConflictNotice}. */
export interface ConflictNoticeProps {
  /** The file was removed rather than changed. */
  removed: boolean;
  /** Why a save was refused, when one was. */
  refusedSave?: string;
  onCompare: () => void;
  onReload: () => void;
  onSaveAnyway: () => void;
}

/** Says at once that the open file changed on disk, and offers to compare the two versions or load the disk's. */
export function ConflictNotice({ removed, refusedSave, onCompare, onReload, onSaveAnyway }: ConflictNoticeProps) {
  return (
    <section className="refusal conflict" role="alert" aria-labelledby="conflito-titulo">
      <h2 id="conflito-titulo" className="conflict__title">
        {removed ? t.removedOnDisk : t.changedOnDisk}
      </h2>
      {refusedSave && <p>{t.saveConflict(refusedSave)}</p>}
      <p>{removed ? t.removedOnDiskHelp : t.changedOnDiskHelp}</p>
      <div className="button-row">
        {removed ? (
          <button type="button" className="button button--small" onClick={onSaveAnyway}>
            {t.saveAnyway}
          </button>
        ) : (
          <>
            <button type="button" className="button button--small button--primary" onClick={onCompare}>
              {t.compare}
            </button>
            <button type="button" className="button button--small" onClick={onReload}>
              {t.reload}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
