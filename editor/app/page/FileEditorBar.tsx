import type { Comparison, OpenedPage } from "../../shared/api.ts";
import type { Answer, api } from "../api.ts";
import { usePageConflict } from "../conflict/usePageConflict.tsx";
import type { HistorySource } from "../publishing/historySource.ts";
import type { PublishWording } from "../publishing/publishOutcome.ts";
import { usePageHistory } from "../publishing/usePageHistory.tsx";
import { usePublishPage } from "../publishing/usePublishPage.tsx";
import { Notice } from "../ui/Notice.tsx";
import type { Confirm } from "../useConfirm.tsx";
import { EditorToolbar } from "./EditorToolbar.tsx";
import type { usePageDocument } from "./usePageDocument.ts";
import { useSavePage } from "./useSavePage.tsx";
import { useShortcuts } from "./useShortcuts.ts";

/** Props of {@link FileEditorBar}. */
export interface FileEditorBarProps {
  /** The file's name as its endpoints know it, and its path in the config folder. */
  name: string;
  file: string;
  doc: ReturnType<typeof usePageDocument>;
  /** The file's endpoints: save, publish, open again (after a refused save, to take the disk's version). */
  save: typeof api.save;
  publish: typeof api.publish;
  reopen: () => Promise<Answer<OpenedPage>>;
  compare: (name: string, data: Record<string, unknown>) => Promise<Answer<Comparison>>;
  history: HistorySource;
  /** What a refused save says first, and what the publishing dialog calls the file. */
  refusedText: string;
  wording: PublishWording;
  confirm: Confirm;
  onSaved: () => void;
  onBack: () => void;
}

/**
 * The bar and notices above a collection or site.json: back, undo and redo (Ctrl+Z, Ctrl+Y), save (Ctrl+S; a
 * refusal's problems), publish and "Histórico", as a page has them; and the file changed on disk since it was opened,
 * said as the dev server announces it or when a save is refused, with "Comparar" and "Recarregar" as for a page.
 */
export function FileEditorBar({
  name,
  file,
  doc,
  save: send,
  publish,
  reopen,
  compare,
  history: source,
  refusedText,
  wording,
  confirm,
  onSaved,
  onBack,
}: FileEditorBarProps) {
  const target = { name, data: doc.snapshot.data, version: doc.version, markSaved: doc.markSaved };
  const { saving, refusal, dismissRefusal, conflict, clearConflict, save } = useSavePage(
    { ...target, file, send, refusedText },
    onSaved,
  );
  const publishing = usePublishPage({
    name,
    file,
    send: publish,
    wording,
    dirty: doc.dirty,
    save,
    onPublished: onSaved,
  });
  useShortcuts({ undo: doc.undo, redo: doc.redo, save: () => void save() });
  const conflictView = usePageConflict(
    {
      ...target,
      file,
      reopen,
      compare,
      dirty: doc.dirty,
      saving,
      replace: doc.replace,
      refusedSave: conflict,
      clearRefusedSave: clearConflict,
      saveAnyway: () => void save(true),
    },
    confirm,
  );
  const history = usePageHistory({ name, restore: doc.replace, suggestMessage: publishing.suggest, source });
  return (
    <>
      <EditorToolbar
        file={file}
        isNew={false}
        dirty={doc.dirty}
        saving={saving}
        canUndo={doc.canUndo}
        canRedo={doc.canRedo}
        onBack={onBack}
        onUndo={doc.undo}
        onRedo={doc.redo}
        onSave={() => void save()}
        publishing={publishing.publishing}
        onPublish={publishing.ask}
        onHistory={history.show}
      />
      {refusal && <Notice onClose={dismissRefusal}>{refusal}</Notice>}
      {conflictView}
      {publishing.view}
      {history.view}
    </>
  );
}
