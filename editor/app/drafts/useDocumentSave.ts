import { useSavePage } from "../page/useSavePage.tsx";
import type { DocumentSave, DocumentSaveTarget } from "./documentSave.ts";
import { useDraftMode } from "./DraftMode.tsx";
import { useServiceSave } from "./useServiceSave.tsx";

/** Saving on the dev server, as the editor always has: the file, on request. */
function useFileSave(target: DocumentSaveTarget): DocumentSave {
  const saved = useSavePage(target, target.onSaved);
  return { ...saved, dirty: target.dirty, publish: target.publishFile, view: null };
}

/**
 * Saving the open document: its file on the dev server, the team's draft on the editor service (useServiceSave). The
 * mode is the app's for its whole life, so the same hook runs on every render of an editor.
 */
export function useDocumentSave(target: DocumentSaveTarget): DocumentSave {
  const useSave = useDraftMode() ? useServiceSave : useFileSave;
  return useSave(target);
}
