import type { ServiceScreen } from "../../shared/screenAddresses.ts";

export { documentHref, serviceScreenHref, type ServiceScreen } from "../../shared/screenAddresses.ts";

const SCREENS: readonly ServiceScreen[] = ["revisoes", "agenda"];

/** The service screen the address asks for, if any. */
export function requestedServiceScreen(): ServiceScreen | null {
  const screen = new URLSearchParams(window.location.search).get("tela");
  return SCREENS.find((known) => known === screen) ?? null;
}
