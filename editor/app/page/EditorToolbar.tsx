import type { DraftBar } from "../drafts/documentSave.ts";
import { useMay } from "../accounts/AccountContext.tsx";
import { t } from "../strings.ts";
import { RowActions } from "../ui/RowMenu.tsx";

/** Props of {@link EditorToolbar}. */
export interface EditorToolbarProps {
  file: string;
  isNew: boolean;
  dirty: boolean;
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onBack: () => void;
  /** What "back" leads to, when not the page list (a variant goes back to its test). */
  backLabel?: string;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onDuplicate?: () => void;
  onRemove?: () => void;
  publishing: boolean;
  onPublish: () => void;
  /** Absent for a page not saved yet: it has no history. */
  onHistory?: () => void;
  /** On the editor service: the draft's status and commands, in place of the save button (drafts save themselves). */
  draft?: DraftBar;
}

/** The bar above an open page: back to the list, which file, saved or not, and the page's commands. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { file, isNew, dirty, saving, canUndo, canRedo, onBack, onUndo, onRedo, onSave, onDuplicate, onRemove } = props;
  const { publishing, onPublish, onHistory, draft } = props;
  const unsaved = draft ? draft.dirty : dirty;
  // An Editor does not publish: the button is not shown to those whose role does not allow it.
  const mayPublish = useMay("publish");
  return (
    <header className="toolbar">
      <button type="button" className="button button--small" onClick={onBack}>
        ← <span className="toolbar__back-words">{props.backLabel ?? t.back}</span>
      </button>
      <h1 className="toolbar__title">{isNew ? t.newFile(file) : t.editing(file)}</h1>
      <p className={`toolbar__status${unsaved ? " toolbar__status--dirty" : ""}`} role={draft && "status"}>
        {draft ? draft.status : dirty ? t.unsaved : t.saved}
      </p>
      <div className="button-row">
        <RowActions
          menuName={t.moreCommands}
          menuLabel={t.moreCommandsShort}
          actions={[
            { label: t.undo, name: t.undo, onClick: onUndo, disabled: !canUndo, keys: "Control+Z" },
            { label: t.redo, name: t.redo, onClick: onRedo, disabled: !canRedo, keys: "Control+Shift+Z" },
            ...(onDuplicate ? [{ label: t.duplicate, name: t.duplicate, onClick: onDuplicate }] : []),
            ...(onRemove ? [{ label: t.remove, name: t.remove, onClick: onRemove, kind: "danger" as const }] : []),
            ...(onHistory ? [{ label: t.history, name: t.history, onClick: onHistory }] : []),
            ...(draft?.onDiscard
              ? [{ label: t.discardDraft, name: t.discardDraft, onClick: draft.onDiscard, kind: "danger" as const }]
              : []),
          ]}
        />
        {!draft && (
          <button
            type="button"
            className="button button--primary"
            onClick={onSave}
            disabled={saving}
            aria-keyshortcuts="Control+S"
          >
            {saving ? t.saving : t.save}
          </button>
        )}
        {mayPublish ? (
          <button type="button" className="button button--primary" onClick={onPublish} disabled={saving || publishing}>
            {publishing ? t.publishing : t.publish}
          </button>
        ) : (
          <p className="toolbar__who">{t.publishIsForPublishers}</p>
        )}
      </div>
    </header>
  );
}
