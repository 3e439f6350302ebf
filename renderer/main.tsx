import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { blockTypesOf } from "./blocks/blockLoaders.ts";
import { loadBlocks } from "./blocks/loadedBlocks.ts";
import { loadPage } from "./routing/loadPage.ts";
import type { PageData } from "./routing/pageData.ts";
import { BrowserRouter } from "./routing/Router.tsx";
import { SiteApp } from "./SiteApp.tsx";
import { site } from "./site/siteConfig.ts";
import "./styles/global.css";

/** JSON the build wrote into the page (a non-executable <script type="application/json">), if any. */
function inlineJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

async function start(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("Elemento #root não encontrado.");
  const paramRoutes = inlineJson<string[]>("param-routes") ?? [];
  const prerendered = inlineJson<PageData>("page-data");
  // A prerendered page is hydrated once its blocks' code is here, so the first client render matches the HTML;
  // the payment page's shell (and the dev server) render from scratch.
  const page = prerendered ?? (await loadPage(window.location.pathname, paramRoutes));
  if (prerendered) await loadBlocks(blockTypesOf(prerendered.config.blocks));
  const app = (
    <StrictMode>
      <BrowserRouter>
        <SiteApp site={site} initial={page} paramRoutes={paramRoutes} />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// Spec: an application bootstrap failure is logged to the console.
start().catch((error: unknown) => console.error(error));
