import { createContext, useContext } from "react";
import type { SiteConfig } from "../../schema/generated/site.ts";

const Site = createContext<SiteConfig | null>(null);

/** Makes the (interpolated) site.json available to the layout and to blocks. */
export const SiteProvider = Site.Provider;

/** The site.json of the running site. */
export function useSite(): SiteConfig {
  const site = useContext(Site);
  if (!site) throw new Error("useSite() precisa de um <SiteProvider> acima.");
  return site;
}
