import { useCallback, useState } from "react";
import type { OpenedPage } from "../../shared/api.ts";
import { openedSnapshot } from "./blockOps.ts";
import { record, redo as redoStep, startHistory, undo as undoStep, type Snapshot } from "./history.ts";

/** The page being edited: its current state, its undo history and what was last saved. */
export function usePageDocument(opened: OpenedPage) {
  const [history, setHistory] = useState(() => startHistory(openedSnapshot(opened.data)));
  const [saved, setSaved] = useState({ data: history.present.data, version: opened.version });
  /** Applies an edit; edits with the same tag in quick succession (typing in one field) are undone together. */
  const edit = useCallback((change: (snapshot: Snapshot) => Snapshot, tag?: string) => {
    setHistory((current) => {
      const next = change(current.present);
      return next === current.present ? current : record(current, next, tag, Date.now());
    });
  }, []);
  const undo = useCallback(() => setHistory(undoStep), []);
  const redo = useCallback(() => setHistory(redoStep), []);
  const markSaved = useCallback((data: Record<string, unknown>, version: string) => setSaved({ data, version }), []);
  /**
   * Puts `data` in place of the whole page as one undoable step: as saved when `version` (of the file on disk) is
   * given, else as unsaved edits (a version restored from the history).
   */
  const replace = useCallback((data: Record<string, unknown>, version?: string) => {
    const next = openedSnapshot(data);
    setHistory((current) => record(current, next, undefined, Date.now()));
    if (version !== undefined) setSaved({ data: next.data, version });
  }, []);
  /**
   * Puts `merged` (the page's edits merged with a version saved elsewhere) in place of the page as one undoable step,
   * as unsaved edits of that other version: `theirs`, saved as `version`, becomes what the page is based on.
   */
  const rebase = useCallback((merged: Record<string, unknown>, theirs: Record<string, unknown>, version: string) => {
    const next = openedSnapshot(merged);
    setHistory((current) => record(current, next, undefined, Date.now()));
    setSaved({ data: theirs, version });
  }, []);
  return {
    snapshot: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    edit,
    undo,
    redo,
    version: saved.version,
    /** The data as opened, last saved or reloaded: what the file held at `version`, the base of a merge. */
    base: saved.data,
    /** Unsaved: changed since opened or saved (undoing back to that state makes it clean), or never saved. */
    dirty: saved.version === null || history.present.data !== saved.data,
    markSaved,
    replace,
    rebase,
  };
}
