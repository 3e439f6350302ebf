/** The ids of the JSON islands the prerender writes into each page and its scripts read (pageLoader.ts, boot.ts). */
export const ISLANDS = {
  /** What the page's loader requests after the first paint ({@link PageAssets}). */
  pageAssets: "page-assets",
  /** The routes the browser resolves addresses with (model/routing/routeResolver.ts's browserRoutesOf). */
  browserRoutes: "browser-routes",
} as const;

/** What the page's inline loader (pageLoader.ts) requests after the first paint, as addresses. */
export interface PageAssets {
  /** The entry module (boot.ts), which starts the app; absent in the dev server, whose index.html loads it itself. */
  entry?: string;
  /** The rest of the stylesheet: the rules the page's inlined CSS left out that the page's own code can use. */
  styles: string[];
  /**
   * The rules only other pages' blocks can use, which the app adds on the visitor's first move to another page
   * (decision 053); absent where the page's inlined CSS holds the whole stylesheet (the payment page's shell).
   */
  otherPagesStyles?: string[];
  /** The page's JS modules: the app's and its blocks'. */
  modules: string[];
  /**
   * The prerendered page's data (PageData), which the app hydrates it with; absent in the payment page's shell,
   * which renders its page from scratch.
   */
  data?: string;
}
