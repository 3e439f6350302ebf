import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import { DraftList } from "../drafts/DraftList.tsx";
import { useDraftMode } from "../drafts/DraftMode.tsx";
import { experimentsHref } from "../experiments/experimentAddress.ts";
import { x } from "../experiments/experimentStrings.ts";
import { AccountMenu } from "../accounts/AccountMenu.tsx";
import { LibraryLinks } from "../library/LibraryLinks.tsx";
import { ServiceLinks } from "../review/ServiceLinks.tsx";
import { t } from "../strings.ts";
import { PageList, type PageListProps } from "./PageList.tsx";

/** The editor's first screen: its title, the way to the block catalog, the team's drafts and the list of pages. */
export function PagesHome(props: PageListProps) {
  const drafts = useDraftMode();
  return (
    <>
      <header className="toolbar">
        <h1 className="toolbar__title">{t.appTitle}</h1>
        <a className="toolbar__link" href={EDITOR_ADDRESSES.catalog}>
          {t.catalogLink}
        </a>
        <a className="toolbar__link" href={experimentsHref()}>
          {x.testsLink}
        </a>
        <LibraryLinks />
        <ServiceLinks />
        <AccountMenu />
      </header>
      <main className="panes__single" id="conteudo">
        {drafts && (
          <DraftList
            onOpen={(kind, name) =>
              kind === "page"
                ? props.onOpen(name)
                : kind === "collection"
                  ? props.onOpenCollection(name)
                  : props.onOpenSite()
            }
          />
        )}
        <PageList {...props} />
      </main>
    </>
  );
}
