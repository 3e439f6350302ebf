import { t } from "../strings.ts";

/** Props of {@link StaleSaveNotice}. */
export interface StaleSaveNoticeProps {
  /** What happened to the file on disk, when that is known before any save ("Este arquivo mudou fora do editor"). */
  heading?: string;
  /** What it means and what to do; a refused save's reason first. */
  message: string;
  onReload: () => void;
  onSaveAnyway: () => void;
}

/**
 * The open file changed on disk since it was opened, seen as it happened or when a save was refused: load the disk's
 * version, or save over it on purpose.
 */
export function StaleSaveNotice({ heading, message, onReload, onSaveAnyway }: StaleSaveNoticeProps) {
  return (
    <section className="refusal conflict" role="alert" aria-labelledby={heading ? "mudou-no-disco" : undefined}>
      {heading && (
        <h2 id="mudou-no-disco" className="conflict__title">
          {heading}
        </h2>
      )}
      <p>{message}</p>
      <div className="button-row">
        <button type="button" className="button button--small" onClick={onReload}>
          {t.reload}
        </button>
        <button type="button" className="button button--small" onClick={onSaveAnyway}>
          {t.saveAnyway}
        </button>
      </div>
    </section>
  );
}
