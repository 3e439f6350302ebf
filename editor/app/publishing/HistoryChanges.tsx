import type { PageCommit } from "../../shared/api.ts";
import { FieldChangeList } from "../changes/FieldChangeList.tsx";
import { t } from "../strings.ts";

/** Up to this many changes are listed at once; more fold behind their count, to keep the history readable. */
const SHOWN = 3;

/**
 * What one version of the history changed against the one before it, by block and field, as "Comparar" shows it; a
 * long list folds to its count with "ver alterações". Nothing for the oldest versions, whose changes are not read.
 */
export function HistoryChanges({ commit }: { commit: PageCommit }) {
  if (commit.first) return <p className="history__changes">{t.historyFirst}</p>;
  const { changes } = commit;
  if (!changes) return null;
  if (changes.length <= SHOWN) return <FieldChangeList changes={changes} empty={t.historyNoChanges} />;
  return (
    <details className="history__changes">
      <summary>{t.historyChangeCount(changes.length)}</summary>
      <FieldChangeList changes={changes} />
    </details>
  );
}
