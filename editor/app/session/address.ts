/** The address of the editor showing a page (`?pagina=<nome>`), or the page list. */
export function showAddress(name: string | null, replace = false): void {
  const url = name ? `${window.location.pathname}?pagina=${encodeURIComponent(name)}` : window.location.pathname;
  if (replace) window.history.replaceState(null, "", url);
  else window.history.pushState(null, "", url);
}

/** The page the address asks for, if any. */
export const requestedPage = () => new URLSearchParams(window.location.search).get("pagina");
