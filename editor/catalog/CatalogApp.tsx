import { MemoryRouter } from "react-router-dom";
import { site } from "../../renderer/site/siteConfig.ts";
import { SiteProvider } from "../../renderer/site/SiteContext.tsx";
import { ToastProvider } from "../../renderer/ui/toast/Toasts.tsx";
import { t } from "../app/strings.ts";
import { catalogEntries } from "./catalogEntries.ts";
import { CatalogExample } from "./CatalogExample.tsx";
import styles from "./catalog.module.css";
import { EDITOR_ADDRESSES } from "../shared/addresses.ts";

/**
 * Every block type rendered from its examples, each with its JSON to copy: the editors' menu of blocks. Inside
 * the providers a page gives its blocks; the router is in memory, so a preview's links never leave the catalog.
 */
export function CatalogApp() {
  const entries = catalogEntries();
  return (
    <SiteProvider value={site}>
      <ToastProvider>
        <MemoryRouter>
          <header className={styles.bar}>
            <a href={EDITOR_ADDRESSES.editor}>{t.back}</a>
          </header>
          <main id="conteudo" className="section">
            <div className="container">
              <header className="section__header">
                <h1 className="section__title">{t.catalogTitle}</h1>
                <p className="section__intro">{t.catalogIntro}</p>
              </header>
              <nav className={styles.index} aria-label={t.catalogIndex}>
                {entries.map((entry) => (
                  <a key={entry.type} href={`#bloco-${entry.type}`}>
                    {entry.name}
                  </a>
                ))}
              </nav>
              {entries.map((entry) => (
                <article key={entry.type} id={`bloco-${entry.type}`} className={styles.entry}>
                  <h2 className={styles.type}>
                    {entry.name} <code>{entry.type}</code>
                  </h2>
                  <p>{entry.description}</p>
                  {entry.examples.map((example, index) => (
                    <CatalogExample key={index} example={example} rendered={entry.rendered} />
                  ))}
                </article>
              ))}
            </div>
          </main>
        </MemoryRouter>
      </ToastProvider>
    </SiteProvider>
  );
}
