import { createContext, useContext } from "react";

const Owners = createContext<Map<string, string>>(new Map());

/** Provides the map from every address to the page it shows. */
export const RouteOwnersProvider = Owners.Provider;

/** True when `to` shows the page named `pageName` (so /home is active on / too: both show the home page). */
export function useIsCurrentPage(to: string, pageName: string): boolean {
  return useContext(Owners).get(to.split("#")[0]!) === pageName;
}
