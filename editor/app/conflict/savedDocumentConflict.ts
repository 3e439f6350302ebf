import type { ConflictTarget } from "./usePageConflict.tsx";

/** The saving side of a document editor, as `useDocumentSave` gives it. */
interface Saving {
  saving: boolean;
  conflict: string | undefined;
  clearConflict: () => void;
}

/** The document's state, as `useDocumentState` gives it. */
type DocumentState = Pick<ConflictTarget, "base" | "dirty" | "replace" | "rebase">;

/**
 * The part of a {@link ConflictTarget} that every document editor wires the same way from its document state, its
 * saver and its save: a merged version is saved as usual on the other's version, "Salvar mesmo assim" forces it.
 */
export function savedDocumentConflict(
  doc: DocumentState,
  saver: Saving,
  save: (force?: boolean, from?: { data: Record<string, unknown>; version: string }) => unknown,
): Omit<ConflictTarget, "name" | "schema" | "data" | "version" | "file" | "reopen"> {
  return {
    base: doc.base,
    dirty: doc.dirty,
    replace: doc.replace,
    rebase: doc.rebase,
    saving: saver.saving,
    refusedSave: saver.conflict,
    clearRefusedSave: saver.clearConflict,
    saveMerged: (data, version) => void save(false, { data, version }),
    saveAnyway: () => void save(true),
  };
}
