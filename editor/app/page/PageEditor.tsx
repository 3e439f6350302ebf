import { useCallback, useEffect, useMemo, useState } from "react";
import type { ImageFile, OpenedPage, PageSummary, SchemaSet } from "../../shared/api.ts";
import { api } from "../api.ts";
import { blockName } from "../blocks/blockLook.ts";
import { BlockList } from "../blocks/BlockList.tsx";
import type { RevealRequest } from "../blocks/useRevealedBlock.ts";
import { savedDocumentConflict } from "../conflict/savedDocumentConflict.ts";
import { usePageConflict } from "../conflict/usePageConflict.tsx";
import { useDocumentSave } from "../drafts/useDocumentSave.ts";
import { usePageHistory } from "../publishing/usePageHistory.tsx";
import { usePublishPage } from "../publishing/usePublishPage.tsx";
import { EditorResourcesProvider } from "../form/EditorContext.tsx";
import { RoutesList } from "../form/fields/RouteField.tsx";
import { revealNew } from "../form/focusNew.ts";
import { SchemaForm } from "../form/SchemaForm.tsx";
import { SharePreview } from "./share/SharePreview.tsx";
import { ShownProblemsProvider, useShownProblems } from "../form/ShownProblems.tsx";
import { PreviewPane } from "../preview/PreviewPane.tsx";
import { useTemplateCollection } from "../collection/useTemplateCollection.ts";
import { useTemplateRows } from "../preview/useTemplateRows.ts";
import { t } from "../strings.ts";
import { Notice } from "../ui/Notice.tsx";
import type { Confirm } from "../useConfirm.tsx";
import { blocksOf } from "./blockOps.ts";
import { EditorToolbar } from "./EditorToolbar.tsx";
import { PaneSwitch, type Pane } from "./PaneSwitch.tsx";
import { DocumentTools } from "../review/DocumentTools.tsx";
import { ProblemLinksProvider } from "./problemLinks.tsx";
import { ProblemSummary } from "./ProblemSummary.tsx";
import { useFormResources } from "./useFormResources.ts";
import { useSitePlans } from "./useSitePlans.ts";
import { useProblemFromAddress } from "./useProblemFromAddress.ts";
import { PAGE_FORM_ID, useGoToField } from "./useGoToField.ts";
import { usePageDocument } from "./usePageDocument.ts";
import { usePageEdits } from "./usePageEdits.ts";
import { useProblemPlaces } from "./useProblemPlaces.ts";
import { useShortcuts } from "./useShortcuts.ts";
import { useValidation } from "./useValidation.ts";
import { pagePath } from "../../shared/variantNames.ts";

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
  /** What "back" leads to, when not the page list. */
  backLabel?: string;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** One page open for editing: its fields and blocks as generated forms, the validator's problems, and the preview. */
export function PageEditor(props: PageEditorProps) {
  const { opened, schemas, pages, images, removable, confirm, onDirtyChange, onSaved, onBack } = props;
  const doc = usePageDocument(opened);
  const { data, blockKeys } = doc.snapshot;
  const validation = useValidation(opened.name, data, api.validate);
  // A collection's template is previewed as one of its rows makes it.
  const templateRows = useTemplateRows(useTemplateCollection(opened.name, pages));
  const [focusBlock, setFocusBlock] = useState<number>();
  // A block clicked in the preview: a new serial each time, so that a second click on the same block shows it again.
  const [reveal, setReveal] = useState<RevealRequest>();
  // On a narrow screen (a tablet), the form or the preview: a block picked in the preview brings the form back.
  const [pane, setPane] = useState<Pane>("form");
  const revealBlock = useCallback((index: number) => {
    setPane("form");
    setReveal((previous) => ({ index, serial: (previous?.serial ?? 0) + 1 }));
  }, []);
  const blocks = blocksOf(data);
  const { pageForm, places, describe } = useProblemPlaces(schemas, validation.result, blocks);
  // Problem lists lead to their fields: the field's block opens and the field takes the focus.
  const goToField = useGoToField(blockKeys, revealBlock);
  // An empty field shows its problems once changed; all of them show after a save or a problem's link followed.
  const shownProblems = useShownProblems();
  const { showAll } = shownProblems;
  const problemLinks = useMemo(
    () => ({
      describe,
      goTo: (target: Parameters<typeof goToField>[0]) => (showAll(), setPane("form"), goToField(target)),
    }),
    [describe, goToField, showAll],
  );
  useProblemFromAddress(validation.result?.problems, describe, problemLinks.goTo);
  // The page's own fields; its blocks have forms of their own.
  const fields = useMemo(() => {
    const { blocks: _blocks, ...rest } = data;
    return rest;
  }, [data]);
  useEffect(() => onDirtyChange(doc.dirty), [doc.dirty, onDirtyChange]);
  const blockNameOf = useCallback(
    (type: string) => blockName(schemas.blocks.find((block) => block.type === type)?.schema, type),
    [schemas],
  );
  const edits = usePageEdits(doc.edit, blocks, blockNameOf);
  const plans = useSitePlans();
  const { routes, resources } = useFormResources(doc.edit, opened.name, data, pages, images, templateRows, plans);
  const target = { name: opened.name, data, version: doc.version, markSaved: doc.markSaved };
  const saver = useDocumentSave({
    ...target,
    kind: "page",
    schema: schemas.page,
    file: pagePath(opened.name),
    dirty: doc.dirty,
    teamDraft: opened.teamDraft,
    fresh: opened.version === null && !opened.teamDraft,
    replace: doc.replace,
    reopen: () => api.open(opened.name),
    publishFile: api.publish,
    onSaved,
    onGone: onBack,
  });
  const { saving, refusal, dismissRefusal, save: saveNow } = saver;
  const save = (force?: boolean, from?: Parameters<typeof saveNow>[1]) => (showAll(), saveNow(force, from));
  const conflictView = usePageConflict(
    {
      ...target,
      schema: schemas.page,
      ...savedDocumentConflict(doc, saver, save),
    },
    confirm,
  );
  const publishing = usePublishPage({
    name: opened.name,
    title: (data as { title?: unknown }).title,
    dirty: saver.dirty,
    save,
    send: saver.publish,
    onPublished: onSaved,
  });
  const history = usePageHistory({ name: opened.name, restore: doc.replace, suggestMessage: publishing.suggest });
  useShortcuts({ undo: doc.undo, redo: doc.redo, save: () => void save() });
  // A page just made ("Criar") starts with the focus in its first field: the dialog that had it is gone.
  const isNew = opened.version === null;
  useEffect(() => {
    if (isNew) revealNew(document.getElementById("dados-titulo")?.parentElement);
  }, [isNew]);
  // A page not saved yet can be neither duplicated nor removed: there is no file to copy or delete.
  const onFile = doc.version !== null;

  return (
    <EditorResourcesProvider value={resources}>
      <ShownProblemsProvider value={shownProblems.shown}>
        {/* The bars a phone keeps on screen as the page scrolls: the toolbar and the form or preview switch. */}
        <div className="editor-bars">
          <EditorToolbar
            file={pagePath(opened.name)}
            isNew={isNew && doc.version === null && !saver.draftBar?.onDiscard}
            dirty={doc.dirty}
            saving={saving}
            canUndo={doc.canUndo}
            canRedo={doc.canRedo}
            onBack={onBack}
            backLabel={props.backLabel}
            onUndo={doc.undo}
            onRedo={doc.redo}
            onSave={() => void save()}
            onDuplicate={onFile ? props.onDuplicate : undefined}
            onRemove={onFile && removable ? props.onRemove : undefined}
            publishing={publishing.publishing}
            onPublish={publishing.ask}
            onHistory={onFile ? history.show : undefined}
            draft={saver.draftBar}
          />
          <PaneSwitch pane={pane} onChange={setPane} />
        </div>
        {saver.view}
        {refusal && (
          <ProblemLinksProvider value={problemLinks}>
            <Notice onClose={dismissRefusal}>{refusal}</Notice>
          </ProblemLinksProvider>
        )}
        {conflictView}
        {publishing.view}
        {history.view}
        <DocumentTools kind="page" name={opened.name} problems={validation.result?.problems.length} />
        <div className={`panes panes--${pane}`}>
          <main className="panes__form" id="conteudo" onChange={shownProblems.onChange}>
            <ProblemLinksProvider value={problemLinks}>
              <ProblemSummary validation={validation} top={places.top} all={places.all} />
            </ProblemLinksProvider>
            <section className="page-fields" aria-labelledby="dados-titulo">
              <h2 id="dados-titulo">{t.pageFieldsHeading}</h2>
              <SchemaForm
                idPrefix={PAGE_FORM_ID}
                basePath={[]}
                schema={pageForm}
                value={fields}
                onChange={edits.changeFields}
                errors={places.page}
              />
            </section>
            <SharePreview fields={fields} />
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
              reveal={reveal}
            />
          </main>
          <PreviewPane
            config={history.previewData ?? data}
            rows={templateRows}
            focusBlock={focusBlock}
            onPickBlock={revealBlock}
          />
        </div>
        <RoutesList routes={routes} />
      </ShownProblemsProvider>
    </EditorResourcesProvider>
  );
}
