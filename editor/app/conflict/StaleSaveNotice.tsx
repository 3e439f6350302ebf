import { t } from "../strings.ts";

/** Props of {@link StaleSaveNotice}. */
export interface StaleSaveNoticeProps {
  /** The server's refusal: the file changed on disk since it was opened. */
  message: string;
  onReload: () => void;
  onSaveAnyway: () => void;
}

/** A save refused because the file changed on disk since it was opened: load the disk's version, or save over it. */
export function StaleSaveNotice({ message, onReload, onSaveAnyway }: StaleSaveNoticeProps) {
  return (
    <section className="refusal conflict" role="alert">
      <p>{t.saveConflict(message)}</p>
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
