/**
 * The address parameters of what the editor shows: a page (`?pagina=<nome>`), a collection (`?colecao=<nome>`) or
 * site.json (`?configuracao=site`).
 */
export const PAGE_PARAM = "pagina";
export const COLLECTION_PARAM = "colecao";
export const SITE_PARAM = "configuracao";
/** site.json's name in the address, and in the endpoints' answers. */
export const SITE_NAME = "site";

/** The address of the editor showing a page (or, with `param`, a collection), or the page list. */
export function showAddress(name: string | null, replace = false, param: string = PAGE_PARAM): void {
  const url = name ? `${window.location.pathname}?${param}=${encodeURIComponent(name)}` : window.location.pathname;
  if (replace) window.history.replaceState(null, "", url);
  else window.history.pushState(null, "", url);
}

/** The page the address asks for, if any. */
export const requestedPage = () => new URLSearchParams(window.location.search).get(PAGE_PARAM);

/** The collection the address asks for, if any. */
export const requestedCollection = () => new URLSearchParams(window.location.search).get(COLLECTION_PARAM);

/** `SITE_NAME` when the address asks for site.json. */
export const requestedSite = () =>
  new URLSearchParams(window.location.search).get(SITE_PARAM) === SITE_NAME ? SITE_NAME : null;
