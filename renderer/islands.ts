/** The ids of the JSON islands the prerender writes into each page and the entry script reads (boot.ts). */
export const ISLANDS = {
  /** What the entry requests after the first paint ({@link PageAssets}). */
  pageAssets: "page-assets",
  /** Route patterns with parameters (e.g. /pagamento/:cnpj). */
  paramRoutes: "param-routes",
} as const;

/** What the entry script requests after the first paint, as addresses. */
export interface PageAssets {
  /** The rest of the stylesheet: the rules the page's inlined CSS left out. */
  styles: string[];
  /** The page's JS modules: the app's and its blocks'. */
  modules: string[];
  /**
   * The prerendered page's data (PageData), which the app hydrates it with; absent in the payment page's shell,
   * which renders its page from scratch.
   */
  data?: string;
}
