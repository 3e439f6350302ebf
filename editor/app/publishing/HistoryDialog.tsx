import { useEffect, useId, useState } from "react";
import type { PageCommit } from "../../shared/api.ts";
import { useMay } from "../accounts/AccountContext.tsx";
import { t } from "../strings.ts";
import { ModalDialog } from "../ui/ModalDialog.tsx";
import { commitDate } from "./commitDate.ts";
import { historyEntry } from "./historyEntry.ts";
import { HistoryChanges } from "./HistoryChanges.tsx";
import type { HistorySource } from "./historySource.ts";

/** A version of the page from its history: the commit, its data, and how to name it ("versão de 25/11/2026 14:03 (…)"). */
export interface PageVersion {
  commit: PageCommit;
  data: Record<string, unknown>;
  label: string;
}

/** Props of {@link HistoryDialog}. */
export interface HistoryDialogProps {
  name: string;
  /** The document's history: a page's, a collection's or site.json's. */
  source: HistorySource;
  /** Absent where there is no preview to show a version in (collections, site.json). */
  onPreview?: (version: PageVersion) => void;
  onRestore: (version: PageVersion) => void;
  onClose: () => void;
}

/**
 * "Histórico": the page's commits (date, author, message), newest first, each of which can be shown in the preview
 * or restored into the editor. A repository without git says so here.
 */
export function HistoryDialog({ name, source, onPreview, onRestore, onClose }: HistoryDialogProps) {
  const id = useId();
  // Restoring is a Publisher's: an Editor sees the versions, not the button.
  const mayRestore = useMay("publish");
  const [commits, setCommits] = useState<PageCommit[]>();
  const [failure, setFailure] = useState<string>();
  // The endpoint, not the source object (which callers may make at each render): fetched again only for another one.
  const { list } = source;
  useEffect(() => {
    let current = true;
    list(name).then(
      (answer) => {
        if (!current) return;
        if (answer.ok) setCommits(answer.value);
        else setFailure(answer.refusal.reason === "invalid" ? t.publishRefused : answer.refusal.message);
      },
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [name, list]);

  const withVersion = async (commit: PageCommit, then: (version: PageVersion) => void) => {
    const answer = await source.atCommit(name, commit.commit);
    if (!answer.ok) {
      setFailure(answer.refusal.reason === "invalid" ? t.publishRefused : answer.refusal.message);
      return;
    }
    then({
      commit,
      data: answer.value.data,
      label: t.versionLabel(commitDate(commit.date), historyEntry(commit).message),
    });
  };

  return (
    <ModalDialog heading={`${id}-heading`} wide onClose={onClose}>
      <h2 id={`${id}-heading`}>{t.historyHeading(source.file)}</h2>
      <p className="field__help">{t.historyIntro}</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {!commits && !failure && <p role="status">{t.historyLoading}</p>}
      {commits?.length === 0 && <p>{t.historyEmpty}</p>}
      {!!commits?.length && !mayRestore && <p className="field__help">{t.restoreIsForPublishers}</p>}
      {!!commits?.length && (
        <table className="table history">
          <thead>
            <tr>
              <th scope="col">{t.columnDate}</th>
              <th scope="col">{t.columnAuthor}</th>
              <th scope="col">{t.columnMessage}</th>
              <th scope="col">{t.columnActions}</th>
            </tr>
          </thead>
          <tbody>
            {commits.map((commit) => {
              const date = commitDate(commit.date);
              const { author, message } = historyEntry(commit);
              return (
                <tr key={commit.commit}>
                  <td className="history__date">
                    <time dateTime={commit.date}>{date}</time>
                  </td>
                  <td>{author}</td>
                  <td>
                    {message}
                    <HistoryChanges commit={commit} />
                  </td>
                  <td className="table__actions">
                    {onPreview && (
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => void withVersion(commit, onPreview)}
                        aria-label={`${t.viewVersion}: ${date}, ${message}`}
                      >
                        {t.viewVersion}
                      </button>
                    )}
                    {mayRestore && (
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => void withVersion(commit, onRestore)}
                        aria-label={`${t.restore}: ${date}, ${message}`}
                      >
                        {t.restore}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </ModalDialog>
  );
}
