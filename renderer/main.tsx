import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "./reactDom.ts";
import { BrowserRouter } from "react-router-dom";
import { blockRegistry } from "../blocks/registry.generated.ts";
import { blockTypesOf } from "./blocks/blockRegistry.ts";
import { loadBlocks, provideBlocks } from "./blocks/loadedBlocks.ts";
import { startHydrating } from "./hydration/hydrating.ts";
import { loadPage } from "./navigation/loadPage.ts";
import { expectOtherPagesStyles } from "./navigation/otherPagesStyles.ts";
import type { PageData } from "../model/routing/pageData.ts";
import { SiteApp } from "./SiteApp.tsx";
import { site } from "./site/siteConfig.ts";
import { startVisit } from "./startVisit.ts";
import "./styles/global.css";

/**
 * What the entry (boot.ts) hands the app. Only the route patterns come from a JSON island of the page; the page's
 * data is a file of its own that the entry fetched after the first paint (decision 030).
 */
export interface AppStart {
  /**
   * The prerendered page's data, from the `assets/page-<hash>.json` the page names; absent in the payment page's
   * shell and on the dev server, which name none.
   */
  prerendered?: PageData;
  /** Routes with parameters (e.g. /pagamento/:cnpj) and the exact routes they would also answer (browserRoutesOf). */
  browserRoutes: string[];
  /** The stylesheets of other pages' blocks, added on the first move to another page (decision 053). */
  otherPagesStyles?: string[];
}

/** Shows the site in #root: hydrates the prerendered page, or renders the address's page from scratch. */
export async function start({ prerendered, browserRoutes: built, otherPagesStyles = [] }: AppStart): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("Elemento #root não encontrado.");
  startVisit(site);
  expectOtherPagesStyles(otherPagesStyles);
  provideBlocks(blockRegistry);
  // The dev server's index.html carries no island: the routes come from the configs, as its pages' data does.
  const browserRoutes = import.meta.env.DEV ? (await import("./navigation/devPageData.ts")).devBrowserRoutes() : built;
  // A prerendered page is hydrated once its blocks' code is here, so the first client render matches the HTML;
  // the payment page's shell (and the dev server) render from scratch.
  const page = prerendered ?? (await loadPage(window.location.pathname, browserRoutes));
  if (prerendered) await loadBlocks(blockTypesOf(prerendered.config.blocks));
  const app = (
    <StrictMode>
      <BrowserRouter>
        <SiteApp site={site} initial={page} browserRoutes={browserRoutes} />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task.
  if (prerendered) {
    startHydrating();
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
}
