import type { JsonSchema, OpenedPage } from "../../shared/api.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import type { Answer, api } from "../api.ts";
import { savedDocumentConflict } from "../conflict/savedDocumentConflict.ts";
import { usePageConflict } from "../conflict/usePageConflict.tsx";
import { useDocumentSave } from "../drafts/useDocumentSave.ts";
import type { HistorySource } from "../publishing/historySource.ts";
import type { PublishWording } from "../publishing/publishOutcome.ts";
import { usePageHistory } from "../publishing/usePageHistory.tsx";
import { usePublishPage } from "../publishing/usePublishPage.tsx";
import { Notice } from "../ui/Notice.tsx";
import type { Confirm } from "../useConfirm.tsx";
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
  /** The file's schema, which names its fields when two versions are compared. */
  schema: JsonSchema;
  /** The file as it was opened (from its draft, on the editor service, when it has one). */
  opened: OpenedPage;
  /**
   * The file's endpoints: save, publish, open again (to compare with or take the version saved meanwhile: the same
   * function from one render to the next), its history.
   */
  save: typeof api.save;
  publish: typeof api.publish;
  reopen: () => Promise<Answer<OpenedPage>>;
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
 * said as the dev server announces it or when a save is refused, with "Comparar" (by field, "Manter as duas") and
 * "Recarregar" as for a page. On the editor service, saving keeps the team's draft (useDocumentSave).
 */
export function FileEditorBar({
  kind,
  name,
  file,
  doc,
  schema,
  opened,
  save: send,
  publish,
  reopen,
  history: source,
  refusedText,
  wording,
  confirm,
  onSaved,
  onBack,
}: FileEditorBarProps) {
  const target = { name, data: doc.snapshot.data, version: doc.version, markSaved: doc.markSaved };
  const saver = useDocumentSave({
    ...target,
    kind,
    schema,
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
  const { saving, refusal, dismissRefusal, save } = saver;
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
  const conflictView = usePageConflict(
    {
      ...target,
      file,
      reopen,
      schema,
      ...savedDocumentConflict(doc, saver, save),
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
        draft={saver.draftBar}
      />
      {saver.view}
      {refusal && <Notice onClose={dismissRefusal}>{refusal}</Notice>}
      {conflictView}
      {publishing.view}
      {history.view}
    </>
  );
}
