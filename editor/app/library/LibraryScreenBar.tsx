import { l } from "./libraryStrings.ts";

/** The bar above a library screen: back to the pages (a plain link: the editor opens on its list), and its title. */
export function LibraryScreenBar({ heading }: { heading: string }) {
  return (
    <header className="toolbar">
      <a className="button button--small" href={window.location.pathname}>
        ← {l.backToList}
      </a>
      <h1 className="toolbar__title">{heading}</h1>
    </header>
  );
}
