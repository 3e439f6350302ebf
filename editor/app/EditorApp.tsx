import { useMemo, useState, type ReactNode } from "react";
import type { OpenedPage, PageStart } from "../shared/api.ts";
import { variantOfPage } from "../shared/variantNames.ts";
import { knowPageTitle } from "../shared/documentName.ts";
import { api } from "./api.ts";
import { CollectionEditor } from "./collection/CollectionEditor.tsx";
import { DraftMode, type DraftSettings } from "./drafts/DraftMode.tsx";
import { LibraryScreens } from "./library/LibraryScreens.tsx";
import { requestedLibraryScreen } from "./library/libraryScreens.ts";
import { withDraft } from "./drafts/openWithDraft.ts";
import { experimentHref, requestedExperimentScreen } from "./experiments/experimentAddress.ts";
import { x } from "./experiments/experimentStrings.ts";
import { ExperimentList } from "./experiments/ExperimentList.tsx";
import { ExperimentScreen } from "./experiments/ExperimentScreen.tsx";
import { OtherFilesProvider } from "./page/otherFilesContext.tsx";
import { PageEditor } from "./page/PageEditor.tsx";
import { NewPageDialog } from "./pages/NewPageDialog.tsx";
import { PagesHome } from "./pages/PagesHome.tsx";
import { requestedServiceScreen } from "./review/serviceScreens.ts";
import { ServiceScreens } from "./review/ServiceScreens.tsx";
import { ExperimentResultScreen } from "./experiments/ExperimentResultScreen.tsx";
import { requestedExperimentResult } from "./experiments/resultAddress.ts";
import { SiteEditor } from "./site/SiteEditor.tsx";
import {
  COLLECTION_PARAM,
  requestedCollection,
  requestedSite,
  showAddress,
  SITE_NAME,
  SITE_PARAM,
} from "./session/address.ts";
import { useEditorData } from "./session/useEditorData.ts";
import { useOpenedFile } from "./session/useOpenedFile.ts";
import { useOpenedPage } from "./session/useOpenedPage.ts";
import { useRemovePage } from "./session/useRemovePage.tsx";
import { useUnsavedChanges } from "./session/useUnsavedChanges.ts";
import { t } from "./strings.ts";
import { Notice } from "./ui/Notice.tsx";
import { ScreenMessage } from "./ui/ScreenMessage.tsx";
import { useConfirm } from "./useConfirm.tsx";

/** How the dev server's editor opens documents: their files. */
const FILES = { page: api.open, collection: api.openCollection, site: api.openSite };
/** On the editor service, documents open from the team's draft when they have one. */
const DRAFTS = {
  page: withDraft("page", api.open),
  collection: withDraft("collection", api.openCollection),
  site: withDraft("site", api.openSite),
};
/** Drafts save themselves, also as the page is left: nothing is lost by leaving, and nothing needs asking. */
const ignoreDirty = () => undefined;

/** The page editor: the list of pages and collections, or one page, collection or site.json open for editing. */
export function EditorApp() {
  const { loaded, failure, refreshPages } = useEditorData();
  const [notice, setNotice] = useState<ReactNode>(null);
  const [creating, setCreating] = useState<PageStart | null>(null);
  const { confirm, dialog } = useConfirm();
  const session = loaded?.session;
  const drafts = useMemo<DraftSettings | null>(
    () => (session?.mode === "service" ? { me: session.person?.name ?? "", confirm } : null),
    [session, confirm],
  );
  const opens = drafts ? DRAFTS : FILES;
  const { opened, openPage, showDraft, close } = useOpenedPage(loaded !== undefined, setNotice, opens.page);
  const collection = useOpenedFile(loaded !== undefined, setNotice, requestedCollection, opens.collection);
  const site = useOpenedFile(loaded !== undefined, setNotice, requestedSite, opens.site);
  const unsaved = useUnsavedChanges(confirm);
  const { forget, mayLeave } = unsaved;
  const onDirtyChange = drafts ? ignoreDirty : unsaved.onDirtyChange;

  const open = async (name: string) => {
    if ((await mayLeave()) && (await openPage(name))) showAddress(name);
  };
  const openCollection = async (name: string) => {
    if ((await mayLeave()) && (await collection.openFile(name))) showAddress(name, false, COLLECTION_PARAM);
  };
  const openSite = async () => {
    if ((await mayLeave()) && (await site.openFile(SITE_NAME))) showAddress(SITE_NAME, false, SITE_PARAM);
  };
  const toList = () => {
    forget();
    close();
    collection.close();
    site.close();
    showAddress(null);
  };
  const back = async () => {
    if (!(await mayLeave())) return;
    toList();
    void refreshPages();
  };
  // A variant goes back to its test's screen, where it was opened from or will be started.
  const backToTest = async (test: string) => {
    if (await mayLeave()) window.location.assign(experimentHref(test));
  };
  const created = async (page: OpenedPage) => {
    setCreating(null);
    if (!(await mayLeave())) return;
    // Named by the title typed for it from the start, though no list holds it yet.
    if (typeof page.data.title === "string") knowPageTitle(page.name, page.data.title);
    showDraft(page);
    showAddress(null);
  };
  const remove = useRemovePage(
    confirm,
    (name) => {
      if (opened?.page.name === name) toList();
      void refreshPages();
    },
    setNotice,
  );

  if (failure)
    return (
      <ScreenMessage role="alert">
        {t.loadFailed} {failure}
      </ScreenMessage>
    );
  if (!loaded) return <ScreenMessage role="status">{t.loading}</ScreenMessage>;
  const experimentScreen = requestedExperimentScreen();
  if (experimentScreen)
    return "test" in experimentScreen ? <ExperimentScreen name={experimentScreen.test} /> : <ExperimentList />;
  const libraryScreen = requestedLibraryScreen();
  if (libraryScreen) return <LibraryScreens screen={libraryScreen} />;
  const serviceScreen = requestedServiceScreen();
  if (serviceScreen) return <ServiceScreens screen={serviceScreen} schemas={loaded.schemas} />;
  const resultOf = requestedExperimentResult();
  if (resultOf) return <ExperimentResultScreen test={resultOf} />;
  const openedSummary = opened && loaded.pages.find((page) => page.name === opened.page.name);
  const openedVariant = opened && variantOfPage(opened.page.name);
  return (
    <DraftMode.Provider value={drafts}>
      {/* Problem lists name other files' fields by their schemas' labels, and pages by their titles. */}
      <OtherFilesProvider value={{ schemas: loaded.schemas, pages: loaded.pages }}>
        {site.opened ? (
          <SiteEditor
            key={site.opened.serial}
            opened={site.opened.file}
            schema={loaded.schemas.site}
            pages={loaded.pages}
            images={loaded.images}
            confirm={confirm}
            onDirtyChange={onDirtyChange}
            onSaved={() => void refreshPages()}
            onBack={() => void back()}
          />
        ) : collection.opened ? (
          <CollectionEditor
            key={collection.opened.serial}
            opened={collection.opened.file}
            schema={loaded.schemas.collection}
            confirm={confirm}
            onDirtyChange={onDirtyChange}
            onSaved={() => void refreshPages()}
            onBack={() => void back()}
          />
        ) : opened ? (
          <PageEditor
            key={opened.serial}
            opened={opened.page}
            schemas={loaded.schemas}
            pages={loaded.pages}
            images={loaded.images}
            removable={!openedSummary?.protected && !openedVariant}
            confirm={confirm}
            onDirtyChange={onDirtyChange}
            onSaved={() => {
              showAddress(opened.page.name, true);
              void refreshPages();
            }}
            onBack={() => void (openedVariant ? backToTest(openedVariant.test) : back())}
            backLabel={openedVariant ? x.backToTest : undefined}
            onDuplicate={() => setCreating({ kind: "copy", page: opened.page.name })}
            onRemove={() => void remove(opened.page.name)}
          />
        ) : (
          <PagesHome
            pages={loaded.pages}
            collections={loaded.collections}
            onOpen={(name) => void open(name)}
            onOpenCollection={(name) => void openCollection(name)}
            onOpenSite={() => void openSite()}
            onNew={() => setCreating({ kind: "empty" })}
            onDuplicate={(name) => setCreating({ kind: "copy", page: name })}
            onRemove={(name) => void remove(name)}
          />
        )}
        {notice && (
          <Notice floating onClose={() => setNotice(null)}>
            {notice}
          </Notice>
        )}
        {creating !== null && (
          <NewPageDialog
            pages={loaded.pages}
            start={creating}
            onCreated={(page) => void created(page)}
            onClose={() => setCreating(null)}
          />
        )}
        {dialog}
      </OtherFilesProvider>
    </DraftMode.Provider>
  );
}
