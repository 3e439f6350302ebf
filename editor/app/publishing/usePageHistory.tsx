import { useMemo, useState } from "react";
import { useMay } from "../accounts/AccountContext.tsx";
import { useAnnounce } from "../Announcer.tsx";
import { t } from "../strings.ts";
import { commitDate } from "./commitDate.ts";
import { HistoryDialog, type PageVersion } from "./HistoryDialog.tsx";
import { pageHistory, type HistorySource } from "./historySource.ts";

/** What the history needs from the open page. */
export interface HistoryTarget {
  name: string;
  /** Puts a version's data in the editor as unsaved edits (one undoable step). */
  restore: (data: Record<string, unknown>) => void;
  /** Pre-fills the next publication's message. */
  suggestMessage: (message: string) => void;
  /** A collection's or site.json's history; a page's by default. */
  source?: HistorySource;
}

/**
 * "Histórico": the dialog of the document's commits, a page's version shown in the preview (the form stays as it
 * is), and "Restaurar", which brings a version back as a new change to publish: the history is never rewritten.
 */
export function usePageHistory({ name, restore, suggestMessage, source: given }: HistoryTarget) {
  const source = useMemo(() => given ?? pageHistory(name), [given, name]);
  const [open, setOpen] = useState(false);
  const [previewed, setPreviewed] = useState<PageVersion | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const announce = useAnnounce();
  const mayRestore = useMay("publish");

  const restoreVersion = (version: PageVersion) => {
    setOpen(false);
    setPreviewed(null);
    restore(version.data);
    suggestMessage(source.restoreMessage(name, commitDate(version.commit.date)));
    setRestored(t.restored(version.label));
    announce(t.restored(version.label));
  };

  const view = (
    <>
      {open && (
        <HistoryDialog
          name={name}
          source={source}
          onPreview={
            source.preview
              ? (version) => {
                  setOpen(false);
                  setRestored(null);
                  setPreviewed(version);
                }
              : undefined
          }
          onRestore={restoreVersion}
          onClose={() => setOpen(false)}
        />
      )}
      {previewed && (
        <section className="outcome" role="status">
          <p>{t.previewingVersion(previewed.label)}</p>
          <div className="button-row">
            {mayRestore && (
              <button type="button" className="button button--small" onClick={() => restoreVersion(previewed)}>
                {t.restore}
              </button>
            )}
            <button type="button" className="button button--small" onClick={() => setPreviewed(null)}>
              {t.backToCurrent}
            </button>
          </div>
        </section>
      )}
      {restored && (
        <section className="outcome" role="status">
          <p>{restored}</p>
          <button type="button" className="button button--small" onClick={() => setRestored(null)}>
            {t.close}
          </button>
        </section>
      )}
    </>
  );
  return { show: () => setOpen(true), previewData: previewed?.data, view };
}
