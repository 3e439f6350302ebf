import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import { ServiceLinks } from "../review/ServiceLinks.tsx";
import { t } from "../strings.ts";
import { PageList, type PageListProps } from "./PageList.tsx";

/** The editor's first screen: its title, the way to the block catalog, and the list of pages. */
export function PagesHome(props: PageListProps) {
  return (
    <>
      <header className="toolbar">
        <h1 className="toolbar__title">{t.appTitle}</h1>
        <a className="toolbar__link" href={EDITOR_ADDRESSES.catalog}>
          {t.catalogLink}
        </a>
        <ServiceLinks />
      </header>
      <main className="panes__single" id="conteudo">
        <PageList {...props} />
      </main>
    </>
  );
}
