import { useCallback, useEffect, useMemo } from "react";
import type { JsonSchema, OpenedCollection } from "../../shared/api.ts";
import { api } from "../api.ts";
import { useAnnounce } from "../Announcer.tsx";
import { FileEditorBar } from "../page/FileEditorBar.tsx";
import { DocumentTools } from "../review/DocumentTools.tsx";
import { ProblemSummary } from "../page/ProblemSummary.tsx";
import { usePageDocument } from "../page/usePageDocument.ts";
import { useValidation } from "../page/useValidation.ts";
import { collectionHistory } from "../publishing/historySource.ts";
import { COLLECTION_WORDING } from "../publishing/publishOutcome.ts";
import { t } from "../strings.ts";
import type { Confirm } from "../useConfirm.tsx";
import { AddColumn } from "./AddColumn.tsx";
import { cellProblems } from "./cellProblems.ts";
import { CollectionTable } from "./CollectionTable.tsx";
import { MissingColumns } from "./MissingColumns.tsx";
import { PasteRows } from "./PasteRows.tsx";
import { addColumn, addRow, columnsOf, pasteRows, removeRow, rowsOf, setCell } from "./rowOps.ts";
import type { Row } from "./spreadsheetPaste.ts";
import { missingColumns } from "./templateColumns.ts";
import { useTemplateColumns } from "./useTemplateColumns.ts";

/** Props of {@link CollectionEditor}. */
export interface CollectionEditorProps {
  opened: OpenedCollection;
  /** The collections' schema (the `SchemaSet`'s `collection`), which names the fields when two versions are compared. */
  schema: JsonSchema;
  confirm: Confirm;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onBack: () => void;
}

/**
 * One collection open for editing: its rows in a table (cells edited in place, rows added and removed, columns
 * added, rows pasted from a spreadsheet), checked by the site's validator as they change and saved like a page:
 * refused with problems (shown on their cells) or when the file changed on disk, undone with Ctrl+Z.
 */
export function CollectionEditor({ opened, schema, confirm, onDirtyChange, onSaved, onBack }: CollectionEditorProps) {
  const { name } = opened;
  const file = `collections/${name}.json`;
  const doc = usePageDocument(opened);
  const { data } = doc.snapshot;
  const rows = rowsOf(data);
  const columns = columnsOf(rows);
  const page = typeof data.page === "string" ? data.page : "";
  // A table without rows gets its columns from what is pasted: only a table with rows lacks one.
  const named = useTemplateColumns(page);
  const missing = rows.length > 0 ? missingColumns(named, columns) : [];
  const validation = useValidation(name, data, api.validateCollection);
  const placed = useMemo(() => cellProblems(validation.result?.problems ?? []), [validation.result]);
  const announce = useAnnounce();
  const history = useMemo(() => collectionHistory(name), [name]);
  const reopen = useCallback(() => api.openCollection(name), [name]);
  useEffect(() => onDirtyChange(doc.dirty), [doc.dirty, onDirtyChange]);

  const remove = (index: number) => {
    doc.edit((snapshot) => ({ ...snapshot, data: removeRow(snapshot.data, index) }));
    announce(t.rowRemoved(index + 1, rows[index]?.slug ?? ""));
  };
  const addNamedColumn = (column: string) => {
    doc.edit((snapshot) => ({ ...snapshot, data: addColumn(snapshot.data, column) }));
    announce(t.columnAdded(column));
  };
  const paste = async (pasted: Row[], replace: boolean) => {
    if (
      replace &&
      rows.length > 0 &&
      !(await confirm(t.pasteReplaceConfirm(rows.length, pasted.length), t.pasteReplace))
    )
      return;
    doc.edit((snapshot) => ({ ...snapshot, data: pasteRows(snapshot.data, pasted, replace) }));
    announce(t.pasted(pasted.length));
  };

  return (
    <>
      <FileEditorBar
        kind="collection"
        name={name}
        opened={opened}
        file={file}
        doc={doc}
        schema={schema}
        save={api.saveCollection}
        publish={api.publishCollection}
        reopen={reopen}
        history={history}
        confirm={confirm}
        refusedText={t.collectionSaveRefused}
        wording={COLLECTION_WORDING}
        onSaved={onSaved}
        onBack={onBack}
      />
      <DocumentTools kind="collection" name={name} />
      <main className="panes__single collection-editor" id="conteudo">
        <ProblemSummary validation={validation} top={placed.others} countHeading={t.rowsWithProblems} />
        <p className="field__help">{t.rowsHelp}</p>
        <MissingColumns missing={missing} onAdd={addNamedColumn} />
        <CollectionTable
          name={name}
          page={page}
          rows={rows}
          columns={columns}
          problems={placed}
          onCell={(row, column, value) =>
            doc.edit(
              (snapshot) => ({ ...snapshot, data: setCell(snapshot.data, row, column, value) }),
              `cell:${row}:${column}`,
            )
          }
          onRemove={remove}
        />
        <div className="collection-editor__tools">
          <button
            type="button"
            className="button"
            onClick={() => {
              doc.edit((snapshot) => ({ ...snapshot, data: addRow(snapshot.data) }));
              announce(t.rowAdded(rows.length + 1));
            }}
          >
            {t.addRow}
          </button>
          <AddColumn columns={columns} onAdd={addNamedColumn} />
        </div>
        <PasteRows onPaste={(pasted, replace) => void paste(pasted, replace)} />
      </main>
    </>
  );
}
