import { useState } from "react";
import type { Comparison, OpenedPage } from "../../shared/api.ts";
import { api, type Answer } from "../api.ts";
import { useAnnounce } from "../Announcer.tsx";
import { t } from "../strings.ts";
import type { Confirm } from "../useConfirm.tsx";
import { CompareDialog } from "./CompareDialog.tsx";
import { ConflictNotice } from "./ConflictNotice.tsx";
import { useDiskVersion } from "./useDiskVersion.ts";

/** What the conflict handling needs from the open page. */
export interface ConflictTarget {
  name: string;
  data: Record<string, unknown>;
  /** The version the editor's page is based on (null before its first save). */
  version: string | null;
  dirty: boolean;
  saving: boolean;
  /** Puts the disk's version in place of the page, as saved. */
  replace: (data: Record<string, unknown>, version: string) => void;
  /** Why the last save was refused as stale (the server's 409), if it was. */
  refusedSave: string | undefined;
  clearRefusedSave: () => void;
  /** Saves over whatever is on disk. */
  saveAnyway: () => void;
  /** A collection's or site.json's path and endpoints (to open it again, to compare it); a page's by default. */
  file?: string;
  reopen?: () => Promise<Answer<OpenedPage>>;
  compare?: (name: string, data: Record<string, unknown>) => Promise<Answer<Comparison>>;
}

/**
 * The open file changed on disk: noticed at once (the dev server's announcement) or when a save is refused (409).
 * Either way the notice offers to compare the two versions, to reload the disk's (asking first when that drops
 * unsaved edits) or, after comparing, to save over it on purpose. Nothing is overwritten without that choice.
 */
export function usePageConflict(target: ConflictTarget, confirm: Confirm) {
  const { name, data, version, dirty, saving, replace, refusedSave, clearRefusedSave, saveAnyway } = target;
  const { file = `pages/${name}.json`, reopen = () => api.open(name), compare } = target;
  const disk = useDiskVersion(file);
  const [comparing, setComparing] = useState(false);
  const [reloadFailure, setReloadFailure] = useState<string>();
  const announce = useAnnounce();
  // A tab's own save is announced too: its version is then the one the page holds, once the save has answered.
  const changed = (!!disk && !saving && disk.version !== version) || refusedSave !== undefined;
  const removed = !!disk && disk.version === null && version !== null;

  const reload = async () => {
    setComparing(false);
    if (dirty && !(await confirm(t.confirmReload, t.reload))) return;
    const answer = await reopen();
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
    saveAnyway();
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
          name={name}
          file={file}
          compare={compare}
          data={data}
          onSaveAnyway={keepMine}
          onReload={() => void reload()}
          onClose={() => setComparing(false)}
        />
      )}
    </>
  );
  return view;
}
