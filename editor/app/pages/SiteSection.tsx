import { t } from "../strings.ts";

/** The way to site.json, the data every page shows: what it holds, and the button that opens it. */
export function SiteSection({ onOpen }: { onOpen: () => void }) {
  return (
    <section className="page-list" aria-labelledby="configuracao-titulo">
      <div className="page-list__head">
        <h2 id="configuracao-titulo">{t.siteHeading}</h2>
        <button type="button" className="button button--primary" onClick={onOpen}>
          {t.openSite}
        </button>
      </div>
      <p className="field__help">{t.siteIntro}</p>
    </section>
  );
}
