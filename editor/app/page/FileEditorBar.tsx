import type { OpenedPage } from "../../shared/api.ts";
import type { Answer, api } from "../api.ts";
import { StaleSaveNotice } from "../conflict/StaleSaveNotice.tsx";
import type { PublishWording } from "../publishing/publishOutcome.ts";
import { usePublishPage } from "../publishing/usePublishPage.tsx";
import { Notice } from "../ui/Notice.tsx";
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
  /** What a refused save says first, and what the publishing dialog calls the file. */
  refusedText: string;
  wording: PublishWording;
  onSaved: () => void;
  onBack: () => void;
}

/**
 * The bar and notices above a collection or site.json: back, undo and redo (Ctrl+Z, Ctrl+Y), save (Ctrl+S; a
 * refusal's problems, or a file changed on disk since it was opened, with "Recarregar" and "Salvar mesmo assim") and
 * publish, as a page has them.
 */
export function FileEditorBar({
  name,
  file,
  doc,
  save: send,
  publish,
  reopen,
  onSaved,
  onBack,
  ...words
}: FileEditorBarProps) {
  const target = { name, data: doc.snapshot.data, version: doc.version, markSaved: doc.markSaved };
  const { saving, refusal, dismissRefusal, conflict, clearConflict, save } = useSavePage(
    { ...target, file, send, refusedText: words.refusedText },
    onSaved,
  );
  const publishing = usePublishPage({
    name,
    file,
    send: publish,
    wording: words.wording,
    dirty: doc.dirty,
    save,
    onPublished: onSaved,
  });
  useShortcuts({ undo: doc.undo, redo: doc.redo, save: () => void save() });
  const reload = async () => {
    const answer = await reopen();
    if (!answer.ok) return;
    doc.replace(answer.value.data, answer.value.version ?? undefined);
    clearConflict();
  };
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
      />
      {refusal && <Notice onClose={dismissRefusal}>{refusal}</Notice>}
      {conflict && (
        <StaleSaveNotice message={conflict} onReload={() => void reload()} onSaveAnyway={() => void save(true)} />
      )}
      {publishing.view}
    </>
  );
}
