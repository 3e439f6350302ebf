/** The ids of the JSON islands the prerender writes into each page and the entry script reads (boot.ts). */
export const ISLANDS = {
  /** The page's data (PageData); absent in the payment page's shell. */
  pageData: "page-data",
  /** What the entry adds after the first paint ({@link PageAssets}). */
  pageAssets: "page-assets",
  /** Route patterns with parameters (e.g. /pagamento/:cnpj). */
  paramRoutes: "param-routes",
} as const;

/** What the entry script adds after the first paint: the rest of the stylesheet and the page's JS modules, as addresses. */
export interface PageAssets {
  styles: string[];
  modules: string[];
}
