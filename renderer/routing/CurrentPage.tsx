import { createContext, useContext } from "react";

const CurrentRoutes = createContext<string[]>([]);

/** Provides the addresses the current page answers on (its route and aliases). */
export const CurrentPageProvider = CurrentRoutes.Provider;

/** True when `to` shows the current page (so /home is active on / too: both show the home page). */
export function useIsCurrentPage(to: string): boolean {
  return useContext(CurrentRoutes).includes(to.split("#")[0]!);
}
