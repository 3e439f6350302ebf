import type { AccountScreen } from "./AccountContext.tsx";

/** The address parameter of an account screen: `?tela=pessoas`, `?tela=registro`, `?tela=conta`. */
const PARAM = "tela";
const SCREENS: readonly AccountScreen[] = ["pessoas", "registro", "conta"];

/** The account screen the address asks for, if any. */
export function requestedScreen(): AccountScreen | null {
  const screen = new URLSearchParams(window.location.search).get(PARAM);
  return SCREENS.find((known) => known === screen) ?? null;
}

/** Puts `screen` (null: the editor's pages) in the address, as a new entry of the browser's history. */
export function showScreen(screen: AccountScreen | null): void {
  const path = window.location.pathname;
  window.history.pushState(null, "", screen ? `${path}?${PARAM}=${screen}` : path);
}

/** The link to `screen`, for a real link that opens in a new tab too. */
export const screenHref = (screen: AccountScreen): string => `?${PARAM}=${screen}`;
