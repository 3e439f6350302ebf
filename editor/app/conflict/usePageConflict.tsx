import { useCallback, useState } from "react";
import type { JsonSchema, OpenedPage } from "../../shared/api.ts";
import { api, type Answer } from "../api.ts";
import { useAnnounce } from "../Announcer.tsx";
import { t } from "../strings.ts";
import type { Confirm } from "../useConfirm.tsx";
import { CompareDialog } from "./CompareDialog.tsx";
import { ConflictNotice } from "./ConflictNotice.tsx";
import { useDiskVersion } from "./useDiskVersion.ts";
import { pagePath } from "../../shared/variantNames.ts";

/** What the conflict handling needs from the open page. */
export interface ConflictTarget {
  name: string;
  /** The document's schema (a page's: the `SchemaSet`'s `page`), which names its blocks and fields in a comparison. */
  schema: JsonSchema;
  data: Record<string, unknown>;
  /** The data the page was opened (or last saved, or reloaded) with: what `version` holds. */
  base: Record<string, unknown>;
  /** The version the editor's page is based on (null before its first save). */
  version: string | null;
  dirty: boolean;
  saving: boolean;
  /** Puts the disk's version in place of the page, as saved. */
  replace: (data: Record<string, unknown>, version: string) => void;
  /** Puts merged data in place of the page, as unsaved edits of `theirs` (saved as `version`). */
  rebase: (merged: Record<string, unknown>, theirs: Record<string, unknown>, version: string) => void;
  /** Why the last save was refused as stale (the server's 409), if it was. */
  refusedSave: string | undefined;
  clearRefusedSave: () => void;
  /** Saves `data` based on `version` as usual (refused if the file changed again since). */
  saveMerged: (data: Record<string, unknown>, version: string) => void;
  /** Saves over whatever is on disk. */
  saveAnyway: () => void;
  /** A collection's or site.json's path, as the dev server announces its changes; a page's by default. */
  file?: string;
  /**
   * Reads the document as saved meanwhile (a collection's or site.json's endpoint; a page's by default). Kept the same
   * from one render to the next: the comparison reads the other version again when it changes.
   */
  reopen?: () => Promise<Answer<OpenedPage>>;
}

/**
 * The open file changed on disk: noticed at once (the dev server's announcement) or when a save is refused (409).
 * Either way the notice offers to compare the two versions by block and field, and from there to keep both (merged
 * field by field, then saved as usual), to reload the disk's (asking first when that drops unsaved edits) or to save
 * over it on purpose. Nothing is overwritten without that choice.
 */
export function usePageConflict(target: ConflictTarget, confirm: Confirm) {
  const { name, schema, data, base, version, dirty, saving, replace, rebase, refusedSave, clearRefusedSave } = target;
  const { file = pagePath(name), reopen } = target;
  const disk = useDiskVersion(file);
  const loadTheirs = useCallback(() => (reopen ? reopen() : api.open(name)), [reopen, name]);
  const [comparing, setComparing] = useState(false);
  const [reloadFailure, setReloadFailure] = useState<string>();
  const announce = useAnnounce();
  // A tab's own save is announced too: its version is then the one the page holds, once the save has answered.
  const changed = (!!disk && !saving && disk.version !== version) || refusedSave !== undefined;
  const removed = !!disk && disk.version === null && version !== null;

  const reload = async () => {
    setComparing(false);
    if (dirty && !(await confirm(t.confirmReload, t.reload))) return;
    const answer = await loadTheirs();
    if (!answer.ok) {
      setReloadFailure(answer.refusal.reason === "invalid" ? t.saveRefused : answer.refusal.message);
      return;
    }
    clearRefusedSave();
    setReloadFailure(undefined);
    replace(answer.value.data, answer.value.version!);
    announce(t.reloaded(file));
  };
  const keepMine = () => {
    setComparing(false);
    target.saveAnyway();
  };
  const keepBoth = (merged: Record<string, unknown>, theirs: OpenedPage) => {
    setComparing(false);
    clearRefusedSave();
    rebase(merged, theirs.data, theirs.version!);
    announce(t.keptBoth);
    target.saveMerged(merged, theirs.version!);
  };

  const view = (
    <>
      {changed && (
        <ConflictNotice
          removed={removed}
          refusedSave={refusedSave}
          onCompare={() => setComparing(true)}
          onReload={() => void reload()}
          onSaveAnyway={keepMine}
        />
      )}
      {reloadFailure && (
        <p className="refusal" role="alert">
          {reloadFailure}
        </p>
      )}
      {comparing && (
        <CompareDialog
          schema={schema}
          base={base}
          mine={data}
          loadTheirs={loadTheirs}
          onKeepBoth={keepBoth}
          onSaveAnyway={keepMine}
          onReload={() => void reload()}
          onClose={() => setComparing(false)}
        />
      )}
    </>
  );
  return view;
}
