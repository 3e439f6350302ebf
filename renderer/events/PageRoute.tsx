import { createContext, useContext } from "react";

const PageRoute = createContext("");

/** Gives the events of a page its route pattern (e.g. /preco, /pagamento/:cnpj). */
export const PageRouteProvider = PageRoute.Provider;

/** The route pattern of the page being shown. */
export function usePageRoute(): string {
  return useContext(PageRoute);
}
