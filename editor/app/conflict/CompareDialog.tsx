import { useEffect, useId, useState } from "react";
import { api, type Answer } from "../api.ts";
import type { Comparison } from "../../shared/api.ts";
import { t } from "../strings.ts";
import { ModalDialog } from "../ui/ModalDialog.tsx";
import { lineDiff, type DiffHunk } from "./lineDiff.ts";

/** Props of {@link CompareDialog}. */
export interface CompareDialogProps {
  name: string;
  /** The document as the heading names it, and its comparison's endpoint: a page's by default. */
  file?: string;
  compare?: (name: string, data: Record<string, unknown>) => Promise<Answer<Comparison>>;
  data: Record<string, unknown>;
  onSaveAnyway: () => void;
  onReload: () => void;
  onClose: () => void;
}

const MARKS = { same: " ", disk: "−", mine: "+" } as const;

/** One stretch of changes as rows: line numbers on disk and in the editor, a mark, and the line as text. */
function Hunk({ hunk }: { hunk: DiffHunk }) {
  return (
    <tbody className="diff__hunk">
      {hunk.map((line, index) => (
        <tr key={index} className={`diff__line diff__line--${line.kind}`}>
          <td className="diff__number">{line.diskLine}</td>
          <td className="diff__number">{line.mineLine}</td>
          <td className="diff__text">
            <span className="diff__mark" aria-hidden="true">
              {MARKS[line.kind]}
            </span>
            {line.kind !== "same" && (
              <span className="sr-only">{line.kind === "disk" ? t.compareDiskMark : t.compareMineMark}: </span>
            )}
            {line.text}
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/**
 * The open page beside the file on disk, line by line as saving would write it: lines only on disk in red, lines
 * only in the editor in green. From here the marketer keeps their version on purpose or loads the disk's.
 */
export function CompareDialog(props: CompareDialogProps) {
  const { name, data, onSaveAnyway, onReload, onClose } = props;
  const { file = `pages/${name}.json`, compare = api.compare } = props;
  const id = useId();
  const [hunks, setHunks] = useState<DiffHunk[]>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let current = true;
    compare(name, data).then(
      (answer) => {
        if (!current) return;
        if (answer.ok) setHunks(lineDiff(answer.value.disk ?? "", answer.value.mine));
        else setFailure(answer.refusal.reason === "invalid" ? t.saveRefused : answer.refusal.message);
      },
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [name, data, compare]);

  return (
    <ModalDialog heading={`${id}-heading`} wide onClose={onClose}>
      <h2 id={`${id}-heading`}>{t.compareHeading(file)}</h2>
      <ul className="diff__legend">
        <li className="diff__line--disk">
          <span aria-hidden="true">− </span>
          {t.compareLegendDisk}
        </li>
        <li className="diff__line--mine">
          <span aria-hidden="true">+ </span>
          {t.compareLegendMine}
        </li>
      </ul>
      <div className="diff">
        {failure ? (
          <p className="form-error">{failure}</p>
        ) : !hunks ? (
          <p role="status">{t.compareLoading}</p>
        ) : hunks.length === 0 ? (
          <p>{t.compareEqual}</p>
        ) : (
          <table className="diff__table">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t.compareDiskMark}</th>
                <th scope="col">{t.compareMineMark}</th>
                <th scope="col">{t.compareText}</th>
              </tr>
            </thead>
            {hunks.map((hunk, index) => (
              <Hunk key={index} hunk={hunk} />
            ))}
          </table>
        )}
      </div>
      <div className="button-row">
        <button type="button" className="button button--danger" onClick={onSaveAnyway}>
          {t.saveAnyway}
        </button>
        <button type="button" className="button" onClick={onReload}>
          {t.reload}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </ModalDialog>
  );
}
