import { createContext, useContext } from "react";
import { parsePath, useLocation, type To } from "react-router-dom";

const Addresses = createContext<string[]>([]);

/** Provides every address of the page being shown: its route and its aliases (the home page's / and /home). */
export const PageAddressesProvider = Addresses.Provider;

/**
 * Where a navigation link to `to` points: at the address being shown when `to` is another address of the same
 * page (Home's /home while on /), so that NavLink marks it as the current page there too; elsewhere at `to`.
 */
export function useNavTarget(to: string): To {
  const addresses = useContext(Addresses);
  const { pathname } = useLocation();
  const target = parsePath(to);
  return target.pathname !== undefined && addresses.includes(target.pathname) ? { ...target, pathname } : to;
}
