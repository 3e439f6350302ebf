import type { PageSummary } from "../../shared/api.ts";
import { t } from "../strings.ts";

/** Props of {@link PageList}. */
export interface PageListProps {
  pages: PageSummary[];
  onOpen: (name: string) => void;
  onNew: () => void;
  onDuplicate: (name: string) => void;
  onRemove: (name: string) => void;
}

/** Every page of site.config/pages/ (route, title, file; "Rascunho" when saved but not published) with what can be done to it. */
export function PageList({ pages, onOpen, onNew, onDuplicate, onRemove }: PageListProps) {
  return (
    <section className="page-list" aria-labelledby="paginas-titulo">
      <div className="page-list__head">
        <h2 id="paginas-titulo">{t.pagesHeading}</h2>
        <button type="button" className="button button--primary" onClick={onNew}>
          {t.newPage}
        </button>
      </div>
      <p className="field__help">{t.pagesIntro}</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t.columnRoute}</th>
            <th scope="col">{t.columnTitle}</th>
            <th scope="col">{t.columnFile}</th>
            <th scope="col">{t.columnActions}</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.name}>
              <td>
                <code>{page.route}</code>
                {page.aliases.length > 0 && <span className="table__aliases"> ({page.aliases.join(", ")})</span>}
              </td>
              <td>
                {page.title}
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
              <td>
                <code>{page.file}</code>
              </td>
              <td className="table__actions">
                <button
                  type="button"
                  className="button button--small button--primary"
                  onClick={() => onOpen(page.name)}
                  aria-label={`${t.open} ${page.file}`}
                >
                  {t.open}
                </button>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => onDuplicate(page.name)}
                  aria-label={`${t.duplicate} ${page.file}`}
                >
                  {t.duplicate}
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  onClick={() => onRemove(page.name)}
                  disabled={page.protected}
                  title={page.protected ? t.protectedPage : undefined}
                  aria-label={`${t.remove} ${page.file}`}
                >
                  {t.remove}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
