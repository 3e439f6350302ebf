import { createContext, useContext } from "react";

const RouteParams = createContext<Record<string, string>>({});

/** Provides the values of the current route's `:name` segments (e.g. the CNPJ of /pagamento/:cnpj). */
export const RouteParamsProvider = RouteParams.Provider;

/** The values of the current route's `:name` segments. */
export function useParams(): Record<string, string | undefined> {
  return useContext(RouteParams);
}
