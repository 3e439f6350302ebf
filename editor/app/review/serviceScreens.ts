/** The editor service's screens by address (`?tela=revisoes`, `?tela=agenda`), opened by plain links. */
export type ServiceScreen = "revisoes" | "agenda";

const SCREENS: readonly ServiceScreen[] = ["revisoes", "agenda"];

/** The service screen the address asks for, if any. */
export function requestedServiceScreen(): ServiceScreen | null {
  const screen = new URLSearchParams(window.location.search).get("tela");
  return SCREENS.find((known) => known === screen) ?? null;
}

/** The link to a service screen. */
export const serviceScreenHref = (screen: ServiceScreen): string => `?tela=${screen}`;

/** The link to a document's draft in the editor (`?pagina=promo`, `?colecao=…`, `?configuracao=site`). */
export function documentHref(kind: "page" | "collection" | "site", name: string): string {
  const param = kind === "page" ? "pagina" : kind === "collection" ? "colecao" : "configuracao";
  return `?${param}=${encodeURIComponent(name)}`;
}
