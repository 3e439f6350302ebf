import { useState } from "react";
import type { OpenedPage } from "../../shared/api.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import type { Answer, api } from "../api.ts";
import { StaleSaveNotice } from "../conflict/StaleSaveNotice.tsx";
import { useDiskVersion } from "../conflict/useDiskVersion.ts";
import { useDocumentSave } from "../drafts/useDocumentSave.ts";
import type { PublishWording } from "../publishing/publishOutcome.ts";
import { t } from "../strings.ts";
import { usePublishPage } from "../publishing/usePublishPage.tsx";
import { Notice } from "../ui/Notice.tsx";
import { EditorToolbar } from "./EditorToolbar.tsx";
import type { usePageDocument } from "./usePageDocument.ts";
import { useShortcuts } from "./useShortcuts.ts";

/** Props of {@link FileEditorBar}. */
export interface FileEditorBarProps {
  /** The file's kind of document, its name as its endpoints know it, and its path in the config folder. */
  kind: DraftKind;
  name: string;
  file: string;
  doc: ReturnType<typeof usePageDocument>;
  /** The file as it was opened (from its draft, on the editor service, when it has one). */
  opened: OpenedPage;
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
 * refusal's problems) and publish, as a page has them; and the file changed on disk since it was opened, said as the
 * dev server announces it or when a save is refused, with "Recarregar" and "Salvar mesmo assim".
 */
export function FileEditorBar({
  kind,
  name,
  file,
  doc,
  opened,
  save: send,
  publish,
  reopen,
  refusedText,
  wording,
  onSaved,
  onBack,
}: FileEditorBarProps) {
  const target = { name, data: doc.snapshot.data, version: doc.version, markSaved: doc.markSaved };
  const saver = useDocumentSave({
    ...target,
    kind,
    file,
    send,
    refusedText,
    dirty: doc.dirty,
    teamDraft: opened.teamDraft,
    fresh: false,
    replace: doc.replace,
    reopen,
    publishFile: publish,
    onSaved,
    onGone: onBack,
  });
  const { saving, refusal, dismissRefusal, conflict, clearConflict, save } = saver;
  const publishing = usePublishPage({
    name,
    file,
    send: saver.publish,
    wording,
    dirty: saver.dirty,
    save,
    onPublished: onSaved,
  });
  useShortcuts({ undo: doc.undo, redo: doc.redo, save: () => void save() });
  const disk = useDiskVersion(file);
  // A tab's own save is announced too: its version is then the one it holds, once the save has answered.
  const changedOnDisk = !!disk && !saving && disk.version !== doc.version;
  const removed = changedOnDisk && disk.version === null;
  const [reloadFailure, setReloadFailure] = useState<string>();
  const reload = async () => {
    const answer = await reopen();
    if (!answer.ok) {
      setReloadFailure(answer.refusal.reason === "invalid" ? refusedText : answer.refusal.message);
      return;
    }
    setReloadFailure(undefined);
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
        draft={saver.draftBar}
      />
      {saver.view}
      {refusal && <Notice onClose={dismissRefusal}>{refusal}</Notice>}
      {(conflict !== undefined || changedOnDisk) && (
        <StaleSaveNotice
          heading={changedOnDisk ? (removed ? t.removedOnDisk : t.changedOnDisk) : undefined}
          message={
            conflict !== undefined ? t.saveConflict(conflict) : removed ? t.removedFileHelp : t.changedOnDiskReload
          }
          onReload={() => void reload()}
          onSaveAnyway={() => void save(true)}
        />
      )}
      {reloadFailure && (
        <p className="refusal" role="alert">
          {reloadFailure}
        </p>
      )}
      {publishing.view}
    </>
  );
}
