import { libraryScreenHref } from "./libraryScreens.ts";
import { l } from "./libraryStrings.ts";

/** The links to the image library and to the models of sections, in the editor's first screen. */
export function LibraryLinks() {
  return (
    <>
      <a className="toolbar__link" href={libraryScreenHref("imagens")}>
        {l.imagesLink}
      </a>
      <a className="toolbar__link" href={libraryScreenHref("modelos")}>
        {l.modelsLink}
      </a>
    </>
  );
}
