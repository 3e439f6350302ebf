import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { FieldPathList, RJSFSchema } from "@rjsf/utils";
import type { ChatLink } from "../../../schema/generated/page.ts";
import type { ImageFile, OpenedPage, PageSummary, SchemaSet } from "../../shared/api.ts";
import { api } from "../api.ts";
import { useAnnounce } from "../Announcer.tsx";
import { BlockList } from "../blocks/BlockList.tsx";
import { EditorResourcesProvider } from "../form/EditorContext.tsx";
import { ROUTES_LIST_ID } from "../form/fields/RouteField.tsx";
import { SchemaForm } from "../form/SchemaForm.tsx";
import { PreviewPane } from "../preview/PreviewPane.tsx";
import { t } from "../strings.ts";
import { Notice } from "../ui/Notice.tsx";
import {
  addBlock,
  blocksOf,
  duplicateBlock,
  moveBlock,
  removeBlock,
  replaceBlock,
  type BlockData,
} from "./blockOps.ts";
import { EditorToolbar } from "./EditorToolbar.tsx";
import { pageFormSchema } from "./pageForm.ts";
import { problemPlaces } from "./problemPlaces.ts";
import { ProblemSummary, RefusalProblems } from "./ProblemSummary.tsx";
import { setIn } from "./setIn.ts";
import { siteRoutes } from "./siteRoutes.ts";
import { usePageDocument } from "./usePageDocument.ts";
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
  confirm: (message: ReactNode, confirmLabel?: string) => Promise<boolean>;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onBack: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** One page open for editing: its fields and blocks as generated forms, the validator's problems, and the preview. */
export function PageEditor({
  opened,
  schemas,
  pages,
  images,
  removable,
  confirm,
  onDirtyChange,
  onSaved,
  onBack,
  onDuplicate,
  onRemove,
}: PageEditorProps) {
  const doc = usePageDocument(opened);
  const { edit } = doc;
  const { data, blockKeys } = doc.snapshot;
  const validation = useValidation(opened.name, data);
  const { result } = validation;
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<ReactNode>(null);
  const [focusBlock, setFocusBlock] = useState<number>();
  const announce = useAnnounce();
  const file = `pages/${opened.name}.json`;
  const blocks = blocksOf(data);

  const pageForm = useMemo(() => pageFormSchema(schemas.page), [schemas]);
  const blockForms = useMemo(
    () => new Map(schemas.blocks.map((type) => [type.type, type.schema as RJSFSchema])),
    [schemas],
  );
  const places = useMemo(
    () =>
      problemPlaces(
        result?.problems ?? [],
        pageForm,
        (index) => blockForms.get(String(blocks[index]?.type)),
        blocks.length,
      ),
    [result, pageForm, blockForms, blocks],
  );
  const fields = useMemo(() => {
    const { blocks: _blocks, ...rest } = data;
    return rest;
  }, [data]);
  useEffect(() => onDirtyChange(doc.dirty), [doc.dirty, onDirtyChange]);

  const changeFields = useCallback(
    (value: Record<string, unknown>, fieldId?: string) =>
      edit((snapshot) => ({ ...snapshot, data: { ...value, blocks: snapshot.data.blocks } }), `pagina:${fieldId}`),
    [edit],
  );
  const changeBlock = useCallback(
    (index: number, block: BlockData, fieldId?: string) =>
      edit((snapshot) => replaceBlock(snapshot, index, block), `bloco-${index}:${fieldId}`),
    [edit],
  );
  const move = useCallback(
    (index: number, by: number) => {
      edit((snapshot) => moveBlock(snapshot, index, by));
      const type = String(blocks[index]?.type);
      if (index + by >= 0 && index + by < blocks.length) announce(t.blockMoved(type, index + by + 1));
    },
    [edit, blocks, announce],
  );
  const duplicate = useCallback((index: number) => edit((snapshot) => duplicateBlock(snapshot, index)), [edit]);
  const remove = useCallback(
    (index: number) => {
      edit((snapshot) => removeBlock(snapshot, index));
      announce(t.blockRemoved(String(blocks[index]?.type)));
    },
    [edit, blocks, announce],
  );
  const add = useCallback(
    (block: BlockData) => {
      edit((snapshot) => addBlock(snapshot, block));
      announce(t.blockAdded(String(block.type)));
    },
    [edit, announce],
  );
  const addLink = useCallback(
    (name: string, link: ChatLink, path: FieldPathList) =>
      edit((snapshot) => ({
        ...snapshot,
        data: setIn(setIn(snapshot.data, ["links", name], link), path, name) as Record<string, unknown>,
      })),
    [edit],
  );
  const routes = useMemo(() => siteRoutes(pages, opened.name, data), [pages, opened.name, data]);
  const resources = useMemo(
    () => ({ links: (data.links ?? {}) as Record<string, ChatLink>, routes, images, addLink }),
    [data.links, routes, images, addLink],
  );

  const save = async (force = false): Promise<void> => {
    setSaving(true);
    setRefusal(null);
    const answer = await api.save(opened.name, { data, version: doc.version, force });
    setSaving(false);
    if (answer.ok) {
      doc.markSaved(data, answer.value.version);
      announce(t.savedAnnouncement(file));
      onSaved();
      return;
    }
    const { refusal: why } = answer;
    if (why.reason === "conflict") {
      if (await confirm(t.conflict(why.message), t.overwrite)) await save(true);
      return;
    }
    setRefusal(
      why.reason === "invalid" ? (
        <>
          <p>{t.saveRefused}</p>
          <RefusalProblems result={why.validation} />
        </>
      ) : (
        <p>{why.message}</p>
      ),
    );
  };
  useShortcuts({ undo: doc.undo, redo: doc.redo, save: () => void save() });

  return (
    <EditorResourcesProvider value={resources}>
      <EditorToolbar
        file={file}
        isNew={opened.version === null && doc.version === null}
        dirty={doc.dirty}
        saving={saving}
        canUndo={doc.canUndo}
        canRedo={doc.canRedo}
        onBack={onBack}
        onUndo={doc.undo}
        onRedo={doc.redo}
        onSave={() => void save()}
        onDuplicate={doc.version === null ? undefined : onDuplicate}
        onRemove={doc.version === null || !removable ? undefined : onRemove}
      />
      {refusal && <Notice onClose={() => setRefusal(null)}>{refusal}</Notice>}
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
              onChange={changeFields}
              errors={places.page}
            />
          </section>
          <BlockList
            blocks={blocks}
            blockKeys={blockKeys}
            types={schemas.blocks}
            places={places.blocks}
            onChange={changeBlock}
            onMove={move}
            onDuplicate={duplicate}
            onRemove={remove}
            onAdd={add}
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
