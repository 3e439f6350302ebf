import { useEffect, useMemo, useState } from "react";
import type { ImageFile, OpenedPage, PageSummary, SchemaSet } from "../../shared/api.ts";
import { BlockList } from "../blocks/BlockList.tsx";
import { EditorResourcesProvider } from "../form/EditorContext.tsx";
import { ROUTES_LIST_ID } from "../form/fields/RouteField.tsx";
import { SchemaForm } from "../form/SchemaForm.tsx";
import { PreviewPane } from "../preview/PreviewPane.tsx";
import { t } from "../strings.ts";
import { Notice } from "../ui/Notice.tsx";
import type { Confirm } from "../useConfirm.tsx";
import { blocksOf } from "./blockOps.ts";
import { EditorToolbar } from "./EditorToolbar.tsx";
import { ProblemSummary } from "./ProblemSummary.tsx";
import { useFormResources } from "./useFormResources.ts";
import { usePageDocument } from "./usePageDocument.ts";
import { usePageEdits } from "./usePageEdits.ts";
import { useProblemPlaces } from "./useProblemPlaces.ts";
import { useSavePage } from "./useSavePage.tsx";
import { useShortcuts } from "./useShortcuts.ts";
import { useValidation } from "./useValidation.ts";

/** Props of {@link PageEditor}. */
export interface PageEditorProps {
  opened: OpenedPage;
  schemas: SchemaSet;
  pages: PageSummary[];
  images: ImageFile[];
  /** The not-found page cannot be deleted. */
  removable: boolean;
  confirm: Confirm;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onBack: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** One page open for editing: its fields and blocks as generated forms, the validator's problems, and the preview. */
export function PageEditor(props: PageEditorProps) {
  const { opened, schemas, pages, images, removable, confirm, onDirtyChange, onSaved, onBack } = props;
  const doc = usePageDocument(opened);
  const { data, blockKeys } = doc.snapshot;
  const validation = useValidation(opened.name, data);
  const [focusBlock, setFocusBlock] = useState<number>();
  const blocks = blocksOf(data);
  const { pageForm, places } = useProblemPlaces(schemas, validation.result, blocks);
  // The page's own fields; its blocks have forms of their own.
  const fields = useMemo(() => {
    const { blocks: _blocks, ...rest } = data;
    return rest;
  }, [data]);
  useEffect(() => onDirtyChange(doc.dirty), [doc.dirty, onDirtyChange]);
  const edits = usePageEdits(doc.edit, blocks);
  const { routes, resources } = useFormResources(doc.edit, opened.name, data, pages, images);
  const target = { name: opened.name, data, version: doc.version, markSaved: doc.markSaved };
  const { saving, refusal, dismissRefusal, save } = useSavePage(target, confirm, onSaved);
  useShortcuts({ undo: doc.undo, redo: doc.redo, save: () => void save() });
  // A page not saved yet can be neither duplicated nor removed: there is no file to copy or delete.
  const onFile = doc.version !== null;

  return (
    <EditorResourcesProvider value={resources}>
      <EditorToolbar
        file={`pages/${opened.name}.json`}
        isNew={opened.version === null && doc.version === null}
        dirty={doc.dirty}
        saving={saving}
        canUndo={doc.canUndo}
        canRedo={doc.canRedo}
        onBack={onBack}
        onUndo={doc.undo}
        onRedo={doc.redo}
        onSave={() => void save()}
        onDuplicate={onFile ? props.onDuplicate : undefined}
        onRemove={onFile && removable ? props.onRemove : undefined}
      />
      {refusal && <Notice onClose={dismissRefusal}>{refusal}</Notice>}
      <div className="panes">
        <main className="panes__form" id="conteudo">
          <ProblemSummary validation={validation} top={places.top} />
          <section className="page-fields" aria-labelledby="dados-titulo">
            <h2 id="dados-titulo">{t.pageFieldsHeading}</h2>
            <SchemaForm
              idPrefix="pagina"
              basePath={[]}
              schema={pageForm}
              value={fields}
              onChange={edits.changeFields}
              errors={places.page}
            />
          </section>
          <BlockList
            blocks={blocks}
            blockKeys={blockKeys}
            types={schemas.blocks}
            places={places.blocks}
            onChange={edits.changeBlock}
            onMove={edits.move}
            onDuplicate={edits.duplicate}
            onRemove={edits.remove}
            onAdd={edits.add}
            onFocusBlock={setFocusBlock}
          />
        </main>
        <PreviewPane config={data} focusBlock={focusBlock} />
      </div>
      <datalist id={ROUTES_LIST_ID}>
        {routes.map((route) => (
          <option key={route} value={route} />
        ))}
      </datalist>
    </EditorResourcesProvider>
  );
}
