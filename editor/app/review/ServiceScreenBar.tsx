import { r } from "./reviewStrings.ts";

/** The bar above a service screen: back to the pages (a plain link: the editor opens on its list), and its title. */
export function ServiceScreenBar({ heading }: { heading: string }) {
  return (
    <header className="toolbar">
      <a className="button button--small" href={window.location.pathname}>
        ← {r.backToList}
      </a>
      <h1 className="toolbar__title">{heading}</h1>
    </header>
  );
}
