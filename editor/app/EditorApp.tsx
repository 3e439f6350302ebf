import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { ImageFile, OpenedPage, PageSummary, SchemaSet } from "../shared/api.ts";
import { api } from "./api.ts";
import { useAnnounce } from "./Announcer.tsx";
import { PageEditor } from "./page/PageEditor.tsx";
import { RefusalProblems } from "./page/ProblemSummary.tsx";
import { NewPageDialog } from "./pages/NewPageDialog.tsx";
import { PageList } from "./pages/PageList.tsx";
import { t } from "./strings.ts";
import { Notice } from "./ui/Notice.tsx";
import { useConfirm } from "./useConfirm.tsx";
import { EDITOR_ADDRESSES } from "../shared/addresses.ts";

/** What the editor loads once: the schemas, the pages and the images. */
interface Loaded {
  schemas: SchemaSet;
  pages: PageSummary[];
  images: ImageFile[];
}

/** The address of the editor showing a page (`?pagina=<nome>`), or the page list. */
function showAddress(name: string | null, replace = false): void {
  const url = name ? `${window.location.pathname}?pagina=${encodeURIComponent(name)}` : window.location.pathname;
  if (replace) window.history.replaceState(null, "", url);
  else window.history.pushState(null, "", url);
}

const requestedPage = () => new URLSearchParams(window.location.search).get("pagina");

/** The page editor: the list of pages, or one page open for editing. */
export function EditorApp() {
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  const [opened, setOpened] = useState<{ page: OpenedPage; serial: number } | null>(null);
  const [creating, setCreating] = useState<string | null>(null);
  const [notice, setNotice] = useState<ReactNode>(null);
  const dirty = useRef(false);
  const { confirm, dialog } = useConfirm();
  const announce = useAnnounce();

  const refreshPages = useCallback(async () => {
    const pages = await api.pages();
    setLoaded((current) => current && { ...current, pages });
  }, []);
  const show = (page: OpenedPage) => setOpened((current) => ({ page, serial: (current?.serial ?? 0) + 1 }));
  // The page being opened or open: asking twice for it (React's strict mode runs effects twice) opens it once.
  const current = useRef<string | null>(null);
  const openPage = useCallback(async (name: string) => {
    if (current.current === name) return true;
    current.current = name;
    const answer = await api.open(name);
    if (!answer.ok) current.current = null;
    if (answer.ok) setOpened((current) => ({ page: answer.value, serial: (current?.serial ?? 0) + 1 }));
    else setNotice(answer.refusal.reason === "invalid" ? null : answer.refusal.message);
    return answer.ok;
  }, []);

  useEffect(() => {
    Promise.all([api.schemas(), api.pages(), api.images()]).then(
      ([schemas, pages, images]) => setLoaded({ schemas, pages, images }),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  const ready = loaded !== undefined;
  useEffect(() => {
    if (!ready) return;
    const follow = () => {
      const name = requestedPage();
      if (name) void openPage(name);
      else {
        current.current = null;
        setOpened(null);
      }
    };
    follow();
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [ready, openPage]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const mayLeave = async () => !dirty.current || (await confirm(t.confirmLeave, t.confirm));
  const open = async (name: string) => {
    if ((await mayLeave()) && (await openPage(name))) showAddress(name);
  };
  const back = async () => {
    if (!(await mayLeave())) return;
    dirty.current = false;
    current.current = null;
    setOpened(null);
    showAddress(null);
    void refreshPages();
  };
  const created = async (page: OpenedPage) => {
    setCreating(null);
    if (!(await mayLeave())) return;
    current.current = page.name;
    show(page);
    showAddress(null);
  };
  const remove = async (name: string) => {
    const file = `pages/${name}.json`;
    if (!(await confirm(t.confirmRemove(file), t.remove))) return;
    const answer = await api.remove(name);
    if (answer.ok) {
      announce(t.removed(file));
      if (opened?.page.name === name) {
        dirty.current = false;
        current.current = null;
        setOpened(null);
        showAddress(null);
      }
      void refreshPages();
      return;
    }
    const { refusal } = answer;
    setNotice(
      <>
        <p>{t.removeRefused}</p>
        {refusal.reason === "invalid" ? <RefusalProblems result={refusal.validation} /> : <p>{refusal.message}</p>}
      </>,
    );
  };
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  if (failure) {
    return (
      <main className="message">
        <p role="alert">
          {t.loadFailed} {failure}
        </p>
      </main>
    );
  }
  if (!loaded) {
    return (
      <main className="message">
        <p role="status">{t.loading}</p>
      </main>
    );
  }
  const openedSummary = opened && loaded.pages.find((page) => page.name === opened.page.name);
  return (
    <>
      {opened ? (
        <PageEditor
          key={opened.serial}
          opened={opened.page}
          schemas={loaded.schemas}
          pages={loaded.pages}
          images={loaded.images}
          removable={!openedSummary?.protected}
          confirm={confirm}
          onDirtyChange={onDirtyChange}
          onSaved={() => {
            showAddress(opened.page.name, true);
            void refreshPages();
          }}
          onBack={() => void back()}
          onDuplicate={() => setCreating(opened.page.name)}
          onRemove={() => void remove(opened.page.name)}
        />
      ) : (
        <>
          <header className="toolbar">
            <h1 className="toolbar__title">{t.appTitle}</h1>
            <a className="toolbar__link" href={EDITOR_ADDRESSES.catalog}>
              {t.catalogLink}
            </a>
          </header>
          <main className="panes__single" id="conteudo">
            <PageList
              pages={loaded.pages}
              onOpen={(name) => void open(name)}
              onNew={() => setCreating("empty")}
              onDuplicate={setCreating}
              onRemove={(name) => void remove(name)}
            />
          </main>
        </>
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
    </>
  );
}
