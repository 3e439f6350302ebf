import { useMemo, useState } from "react";
import type { CollectionSummary, PageSummary } from "../../shared/api.ts";
import { CreateVariantDialog } from "../experiments/CreateVariantDialog.tsx";
import { x } from "../experiments/experimentStrings.ts";
import { t } from "../strings.ts";
import { shownText } from "../../shared/siteData.ts";
import { shownRoute } from "../../shared/shownRoute.ts";
import { RowActions } from "../ui/RowMenu.tsx";
import { findPages, PAGES_SHOWN } from "./findPages.ts";
import { NewCollectionDialog } from "./NewCollectionDialog.tsx";
import { SiteSection } from "./SiteSection.tsx";

/** How a page is named on its buttons: its title as the list shows it, or its address. */
const pageLabel = (page: PageSummary) => shownText(page.title) || shownRoute(page.route);

/** Props of {@link PageList}. */
export interface PageListProps {
  pages: PageSummary[];
  collections: CollectionSummary[];
  onOpen: (name: string) => void;
  onOpenCollection: (name: string) => void;
  onOpenSite: () => void;
  onNew: () => void;
  onDuplicate: (name: string) => void;
  onRemove: (name: string) => void;
}

/**
 * Every page of the site (address and title, placeholders filled in by the server; "Rascunho" when saved but not published; a collection's
 * template marked as such) with what can be done to it, then site.json (the data every page shows) and the
 * collections.
 */
export function PageList({
  pages,
  collections,
  onOpen,
  onOpenCollection,
  onOpenSite,
  onNew,
  onDuplicate,
  onRemove,
}: PageListProps) {
  const [variantOf, setVariantOf] = useState<PageSummary>();
  const [query, setQuery] = useState("");
  const { shown, matching } = useMemo(() => findPages(pages, query), [pages, query]);
  return (
    <>
      {variantOf && (
        <CreateVariantDialog
          page={variantOf.name}
          title={pageLabel(variantOf)}
          onCreated={(variantPage) => {
            setVariantOf(undefined);
            onOpen(variantPage);
          }}
          onClose={() => setVariantOf(undefined)}
        />
      )}
      <section className="page-list" aria-labelledby="paginas-titulo">
        <div className="page-list__head">
          <h2 id="paginas-titulo">{t.pagesHeading}</h2>
          <button type="button" className="button button--primary" onClick={onNew}>
            {t.newPage}
          </button>
        </div>
        <p className="field__help">{t.pagesIntro}</p>
        {pages.length > PAGES_SHOWN && (
          <label className="page-list__search">
            {t.pageSearch}
            <input
              type="search"
              className="input input--text"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
        )}
        {matching > shown.length && (
          <p className="field__help" role="status">
            {t.pagesShownOf(shown.length, matching)}
          </p>
        )}
        {matching === 0 && query.trim() !== "" && (
          <p className="field__help" role="status">
            {t.noPageFound(query.trim())}
          </p>
        )}
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t.columnRoute}</th>
              <th scope="col">{t.columnTitle}</th>
              <th scope="col">{t.columnActions}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((page) => (
              <tr key={page.name} data-page={page.name}>
                <td>
                  {page.templateOf === undefined ? (
                    <>
                      <code>{shownRoute(page.route)}</code>
                      {page.aliases.length > 0 && (
                        <span className="table__aliases"> {t.alsoAt(page.aliases.map(shownRoute).join(", "))}</span>
                      )}
                    </>
                  ) : (
                    <>
                      <span className="badge badge--template">{t.templateBadge}</span>
                      <span className="table__aliases"> {t.templateHelp(page.templateOf, page.route)}</span>
                    </>
                  )}
                </td>
                <td>
                  {shownText(page.title)}
                  {page.draft && (
                    <>
                      {" "}
                      <span className="badge" title={t.draftHelp}>
                        {t.draft}
                        <span className="sr-only">: {t.draftHelp}</span>
                      </span>
                    </>
                  )}
                </td>
                <td className="table__actions">
                  <RowActions
                    menuName={t.pageActions(pageLabel(page))}
                    menuLabel={t.columnActions}
                    actions={[
                      {
                        label: t.open,
                        name: `${t.open} “${pageLabel(page)}”`,
                        onClick: () => onOpen(page.name),
                        kind: "primary",
                      },
                      {
                        label: t.duplicate,
                        name: `${t.duplicate} “${pageLabel(page)}”`,
                        onClick: () => onDuplicate(page.name),
                      },
                      ...(page.templateOf === undefined && !page.protected
                        ? [
                            {
                              label: x.createVariant,
                              name: x.createVariantOf(pageLabel(page)),
                              onClick: () => setVariantOf(page),
                            },
                          ]
                        : []),
                      {
                        label: t.remove,
                        name: `${t.remove} “${pageLabel(page)}”`,
                        onClick: () => onRemove(page.name),
                        kind: "danger",
                        disabled: page.protected,
                        title: page.protected ? t.protectedPage : undefined,
                      },
                    ]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <SiteSection onOpen={onOpenSite} />
      <CollectionList pages={pages} collections={collections} onOpen={onOpenCollection} />
    </>
  );
}

/**
 * The site's collections, each with its template and how many pages its rows make, and "Nova coleção"; always shown,
 * with what a collection is for when there is none yet.
 */
function CollectionList({
  pages,
  collections,
  onOpen,
}: {
  pages: PageSummary[];
  collections: CollectionSummary[];
  onOpen: (name: string) => void;
}) {
  const [creating, setCreating] = useState(false);
  return (
    <section className="page-list" aria-labelledby="colecoes-titulo">
      <div className="page-list__head">
        <h2 id="colecoes-titulo">{t.collectionsHeading}</h2>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          {t.newCollection}
        </button>
      </div>
      <p className="field__help">{collections.length ? t.collectionsIntro : t.noCollections}</p>
      {creating && (
        <NewCollectionDialog
          pages={pages}
          onCreated={(created) => {
            setCreating(false);
            onOpen(created.name);
          }}
          onClose={() => setCreating(false)}
        />
      )}
      <ul className="collection-list">
        {collections.map((collection) => (
          <li key={collection.name} className="collection-list__item">
            <span>
              {t.collectionSummary(collection.name, collection.page, collection.rows)}
              {collection.draft && (
                <>
                  {" "}
                  <span className="badge" title={t.draftHelp}>
                    {t.draft}
                    <span className="sr-only">: {t.draftHelp}</span>
                  </span>
                </>
              )}
            </span>
            <button
              type="button"
              className="button button--small button--primary"
              onClick={() => onOpen(collection.name)}
              aria-label={t.openCollection(collection.file)}
            >
              {t.open}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
