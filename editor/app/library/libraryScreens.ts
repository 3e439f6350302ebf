import type { UseKind } from "../../shared/library.ts";

/** The library's screens by address (`?tela=imagens`, `?tela=modelos`), opened by plain links. */
export type LibraryScreen = "imagens" | "modelos";

const SCREENS: readonly LibraryScreen[] = ["imagens", "modelos"];

/** The library screen the address asks for, if any. */
export function requestedLibraryScreen(): LibraryScreen | null {
  const screen = new URLSearchParams(window.location.search).get("tela");
  return SCREENS.find((known) => known === screen) ?? null;
}

/** The link to a library screen. */
export const libraryScreenHref = (screen: LibraryScreen): string => `?tela=${screen}`;

/** The link that opens a document that shows an image, or undefined for those the editor does not open here. */
export function usingDocumentHref(kind: UseKind, name: string): string | undefined {
  if (kind === "section") return libraryScreenHref("modelos");
  if (kind === "variant") return undefined;
  const param = kind === "page" ? "pagina" : kind === "collection" ? "colecao" : "configuracao";
  return `?${param}=${encodeURIComponent(name)}`;
}
