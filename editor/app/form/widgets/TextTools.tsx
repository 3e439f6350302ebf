import type { RefObject } from "react";
import { useEditorResources } from "../EditorContext.tsx";
import { t } from "../../strings.ts";
import { InsertSiteData } from "./InsertSiteData.tsx";
import { toggledEmphasis, withPiece, type TextEdit } from "./textEdits.ts";

/**
 * The buttons beside a free text field: "Destaque" for the selected words and the "Inserir dado do site" menu. Each
 * hands over the field's new text (as it shows it) and puts the cursor back where the marketer goes on typing.
 */
export function TextTools({
  field,
  shown,
  label,
  onEdit,
}: {
  field: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
  shown: string;
  label: string;
  onEdit: (text: string) => void;
}) {
  const { rowColumns } = useEditorResources();
  const apply = (edit: TextEdit) => {
    onEdit(edit.text);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(edit.start, edit.end);
    });
  };
  const selection = () => ({
    start: field.current?.selectionStart ?? shown.length,
    end: field.current?.selectionEnd ?? shown.length,
  });
  return (
    <div className="text-tools">
      <button
        type="button"
        className="button button--small"
        aria-label={t.emphasisIn(label)}
        title={t.emphasisHelp}
        // The field keeps its selection: the button does not take the focus on press.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          const { start, end } = selection();
          apply(toggledEmphasis(shown, start, end));
        }}
      >
        {t.emphasis}
      </button>
      <InsertSiteData
        label={label}
        columns={rowColumns}
        onPick={(piece) => {
          const { start, end } = selection();
          apply(withPiece(shown, piece, start, end));
        }}
      />
    </div>
  );
}
