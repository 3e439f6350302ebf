import { useCallback, useEffect, useMemo } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import type { ImageFile, JsonSchema, OpenedSite, PageSummary, Problem } from "../../shared/api.ts";
import { api } from "../api.ts";
import { EditorResourcesProvider, type EditorResources } from "../form/EditorContext.tsx";
import { RoutesList } from "../form/fields/RouteField.tsx";
import { SchemaForm } from "../form/SchemaForm.tsx";
import { FileEditorBar } from "../page/FileEditorBar.tsx";
import { DocumentTools } from "../review/DocumentTools.tsx";
import { problemPlaces } from "../page/problemPlaces.ts";
import { ProblemSummary } from "../page/ProblemSummary.tsx";
import { siteRoutes } from "../page/siteRoutes.ts";
import { usePageDocument } from "../page/usePageDocument.ts";
import { useValidation } from "../page/useValidation.ts";
import { siteHistory } from "../publishing/historySource.ts";
import { SITE_WORDING } from "../publishing/publishOutcome.ts";
import { SITE_NAME } from "../session/address.ts";
import { t } from "../strings.ts";
import type { Confirm } from "../useConfirm.tsx";
import { LaunchPlaceholders } from "./LaunchPlaceholders.tsx";

const FILE = `${SITE_NAME}.json`;
/** The id prefix of the form's fields. */
const FORM_ID = "site";
const HISTORY = siteHistory(FILE);

/** Props of {@link SiteEditor}. */
export interface SiteEditorProps {
  opened: OpenedSite;
  /** schema/site.schema.json, dereferenced. */
  schema: JsonSchema;
  pages: PageSummary[];
  images: ImageFile[];
  confirm: Confirm;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onBack: () => void;
}

/**
 * site.json open for editing: the data every page shows (brand, header, footer, contacts, chat, consent banner, the
 * buttons' words) as a form generated from its schema, checked by the site's validator as it changes, the pages that
 * use it included, and saved and published like a page: refused with problems or when the file changed on disk,
 * undone with Ctrl+Z.
 */
export function SiteEditor(props: SiteEditorProps) {
  const { opened, schema, pages, images, confirm, onDirtyChange, onSaved, onBack } = props;
  const { name } = opened;
  const doc = usePageDocument(opened);
  const { data } = doc.snapshot;
  const validation = useValidation(name, data, api.validateSite);
  const describe = useCallback(
    (problems: Problem[]) => problemPlaces(problems, schema, () => undefined, 0, undefined, t.siteFormHeading),
    [schema],
  );
  const places = useMemo(() => describe(validation.result?.problems ?? []), [describe, validation.result]);
  const launch = useMemo(
    () => validation.result && describe(validation.result.launch).all,
    [describe, validation.result],
  );
  useEffect(() => onDirtyChange(doc.dirty), [doc.dirty, onDirtyChange]);

  const { edit } = doc;
  const change = useCallback(
    (value: Record<string, unknown>, fieldId?: string) => edit((snapshot) => ({ ...snapshot, data: value }), fieldId),
    [edit],
  );
  // Buttons lead to a page or an address; no chat link is offered (no addLink): they belong to pages.
  const routes = useMemo(() => siteRoutes(pages, "", {}), [pages]);
  const resources = useMemo<EditorResources>(() => ({ links: {}, routes, images }), [routes, images]);

  return (
    <>
      <FileEditorBar
        kind="site"
        name={name}
        opened={opened}
        file={FILE}
        doc={doc}
        schema={schema}
        save={api.saveSite}
        publish={api.publishSite}
        reopen={api.openSite}
        history={HISTORY}
        confirm={confirm}
        refusedText={t.siteSaveRefused}
        wording={SITE_WORDING}
        onSaved={onSaved}
        onBack={onBack}
      />
      <DocumentTools kind="site" name={name} />
      <main className="panes__single site-editor" id="conteudo">
        <ProblemSummary validation={validation} top={places.top} countHeading={t.siteProblems} />
        <LaunchPlaceholders problems={launch} />
        <p className="field__help">
          {t.siteHelp}{" "}
          <a href="/" target="_blank" rel="noopener noreferrer">
            {t.siteView}
          </a>{" "}
          {t.siteViewHelp}
        </p>
        <section className="page-fields" aria-labelledby="site-dados-titulo">
          <h2 id="site-dados-titulo">{t.siteFormHeading}</h2>
          <EditorResourcesProvider value={resources}>
            <SchemaForm
              idPrefix={FORM_ID}
              basePath={[]}
              schema={schema as RJSFSchema}
              value={data}
              onChange={change}
              errors={places.page}
            />
          </EditorResourcesProvider>
        </section>
        <RoutesList routes={routes} />
      </main>
    </>
  );
}
