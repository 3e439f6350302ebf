import { useCallback, useState } from "react";
import { brasiliaMoment } from "../../shared/brasiliaTime.ts";
import { CompareDialog } from "../conflict/CompareDialog.tsx";
import { t } from "../strings.ts";
import { Notice } from "../ui/Notice.tsx";
import type { DocumentSave, DocumentSaveTarget } from "./documentSave.ts";
import { draftApi } from "./draftApi.ts";
import { DraftConflictNotice } from "./DraftConflictNotice.tsx";
import { useDraftMode } from "./DraftMode.tsx";
import { useDraftSave } from "./useDraftSave.tsx";
import { usePresence } from "./usePresence.ts";

const WHAT = {
  page: "esta página",
  collection: "esta coleção",
  site: "a configuração do site",
  experiment: "este teste A/B",
  section: "este modelo de seção",
} as const;

/**
 * Saving on the editor service: the document is the team's draft, saved by itself (useDraftSave), published from the
 * draft, discarded on request; the bar says when it was last saved and by whom, and who else has it open.
 */
export function useServiceSave(target: DocumentSaveTarget): DocumentSave {
  const settings = useDraftMode()!;
  const draft = useDraftSave(target);
  const others = usePresence(target.kind, target.name);
  const [discardFailure, setDiscardFailure] = useState<string>();
  const [comparing, setComparing] = useState(false);
  const { comparison, sides } = draft;
  const theirsData = sides?.theirs;
  // The other version, as the dialog reads it (the same function while the comparison is the same).
  const loadTheirs = useCallback(
    () => Promise.resolve({ ok: true as const, value: { name: target.name, data: theirsData ?? {}, version: null } }),
    [target.name, theirsData],
  );
  // "Today" for the times shown: a draft saved on another day says which.
  const [today] = useState(Date.now);
  const { stamp } = draft;

  const discard = async () => {
    if (!(await settings.confirm(t.discardDraftConfirm(target.file), t.discardDraft))) return;
    const answer = await draftApi.discard(target.kind, target.name);
    if (!answer.ok) {
      setDiscardFailure(answer.refusal.reason === "invalid" ? "" : answer.refusal.message);
      return;
    }
    setDiscardFailure(undefined);
    if (!(await draft.takeFile())) target.onGone?.();
    target.onSaved();
  };

  const when = stamp && brasiliaMoment(stamp.at, today);
  const status = draft.saving
    ? t.draftSaving
    : draft.conflict || draft.comparison || draft.failure
      ? t.draftNotSaved
      : draft.unsaved
        ? t.unsaved
        : stamp && when
          ? stamp.by === settings.me
            ? t.draftSaved(when)
            : t.draftOf(stamp.by, when)
          : t.saved;

  const view = (
    <>
      {others.length > 0 && (
        <p className="presence" role="status">
          {t.editingNow(
            others.map((person) => person.name),
            WHAT[target.kind],
          )}
        </p>
      )}
      {draft.merged && (
        <Notice onClose={draft.dismissMerged}>
          <p>{draft.merged}</p>
        </Notice>
      )}
      {comparison && (
        <DraftConflictNotice
          heading={comparison.pending ? t.pendingHeading : t.draftConflictHeading}
          message={comparison.message}
          actions={[
            { label: t.compare, onClick: () => setComparing(true) },
            { label: comparison.pending ? t.dropPending : t.reloadTheirs, onClick: draft.takeTheirs },
          ]}
        />
      )}
      {comparison && comparing && (
        <CompareDialog
          schema={target.schema}
          base={comparison.base}
          mine={sides!.mine}
          loadTheirs={loadTheirs}
          theirsName={comparison.pending || comparison.theirs.by === settings.me ? undefined : comparison.theirs.by}
          reloadLabel={comparison.pending ? t.dropPending : t.reloadTheirs}
          onKeepBoth={(_merged, _theirs, chosen) => {
            setComparing(false);
            draft.keepBoth(chosen);
          }}
          onReload={() => {
            setComparing(false);
            draft.takeTheirs();
          }}
          onClose={() => setComparing(false)}
        />
      )}
      {draft.conflict && (
        <DraftConflictNotice
          heading={t.draftConflictHeading}
          message={draft.conflict.message}
          actions={[
            { label: t.draftGone, onClick: () => void draft.takeFile() },
            { label: t.keepMine, onClick: () => void draft.save(true) },
          ]}
        />
      )}
      {draft.failure && (
        <p className="refusal" role="alert">
          {draft.failure}
        </p>
      )}
      {discardFailure !== undefined && (
        <Notice onClose={() => setDiscardFailure(undefined)}>
          <p>
            {t.discardDraftFailed} {discardFailure}
          </p>
        </Notice>
      )}
    </>
  );
  return {
    saving: draft.saving,
    refusal: null,
    dismissRefusal: () => undefined,
    conflict: undefined,
    clearConflict: () => undefined,
    save: draft.save,
    dirty: draft.unsaved,
    publish: draft.publish,
    draftBar: { status, dirty: draft.unsaved, onDiscard: draft.hasDraft ? () => void discard() : undefined },
    view,
  };
}
