import type { DraftKind } from "./drafts.ts";

/** The editor service's screens by address (`?tela=revisoes`, `?tela=agenda`), opened by plain links. */
export type ServiceScreen = "revisoes" | "agenda";

/** The link to a service screen, from the editor's address (the editor's pages and the service's e-mails). */
export const serviceScreenHref = (screen: ServiceScreen): string => `?tela=${screen}`;

/**
 * The link to a document's draft in the editor (`?pagina=promo`, `?colecao=…`, `?configuracao=site`, `?teste=…`; the
 * models of sections are on their screen).
 */
export function documentHref(kind: DraftKind, name: string): string {
  if (kind === "section") return "?tela=modelos";
  const param = { page: "pagina", collection: "colecao", site: "configuracao", experiment: "teste" }[kind];
  return `?${param}=${encodeURIComponent(name)}`;
}

/** The address's parameter naming a problem's value in the page (its JSON pointer), whose field opens with the page. */
export const PROBLEM_PARAM = "problema";

/** The link to a page's draft that opens it at the field of the problem at `pointer` (the reviewer's list). */
export const problemHref = (name: string, pointer: string): string =>
  `${documentHref("page", name)}&${PROBLEM_PARAM}=${encodeURIComponent(pointer)}`;
