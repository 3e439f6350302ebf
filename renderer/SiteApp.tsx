import { startTransition, useEffect, useRef, useState } from "react";
import { createPath, useLocation, useRoutes, type Location } from "react-router-dom";
import type { SiteConfig } from "../schema/generated/site.ts";
import { endHydration } from "./hydration/hydrating.ts";
import { PageView } from "./page/PageView.tsx";
import { loadPage } from "./navigation/loadPage.ts";
import type { PageData } from "../model/routing/pageData.ts";
import { normalizePath } from "../model/routing/routeResolver.ts";
import { siteRoutes } from "./site/siteRoutes.ts";
import { SiteProvider } from "./site/SiteContext.tsx";

/** Props of {@link SiteApp}. */
export interface SiteAppProps {
  site: SiteConfig;
  /** The page of the address the app starts at (from the prerendered HTML, or loaded before the first render). */
  initial: PageData;
  /**
   * Routes with parameters (e.g. /pagamento/:cnpj) and the exact routes they would also answer (browserRoutesOf), to
   * find an address's data file as the server finds its page.
   */
  browserRoutes: string[];
}

/** A page and the address it was loaded for. */
interface Shown {
  location: Location;
  page: PageData;
}

const samePath = (a: Location, b: Location) => normalizePath(a.pathname) === normalizePath(b.pathname);

/**
 * The whole site under whichever React Router the caller provides (BrowserRouter in the browser, StaticRouter
 * when prerendering). When the address changes it loads the next page's data and blocks, and keeps showing the
 * current page, at its own address, until they arrive; if they cannot be loaded, the browser loads the address.
 */
export function SiteApp({ site, initial, browserRoutes }: SiteAppProps) {
  const location = useLocation();
  const [shown, setShown] = useState<Shown>({ location, page: initial });
  // Another anchor or query on the page being shown needs no loading.
  const arrived = samePath(location, shown.location);

  // Marks the page as interactive (hydrated, or rendered from scratch): browser tests and monitoring wait for it.
  // This effect runs after every other effect of the first render, which may have asked, in a transition, for the
  // values only the browser knows (useClientValue); `settled` joins that transition, so the page is marked once
  // they are on screen.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    endHydration();
    startTransition(() => setSettled(true));
  }, []);
  useEffect(() => {
    if (settled) document.documentElement.dataset.ready = "true";
  }, [settled]);

  useEffect(() => {
    if (arrived) return;
    let current = true;
    loadPage(location.pathname, browserRoutes).then(
      (page) => {
        if (!current) return;
        // The server answers a tested address with the visitor's variant (or the page, to anyone who did not consent):
        // only a document load shows it (decision 085).
        if (page.experiment) window.location.assign(createPath(location));
        else setShown({ location, page });
      },
      () => current && window.location.assign(createPath(location)),
    );
    return () => {
      current = false;
    };
  }, [arrived, location, browserRoutes]);

  // After a client navigation, screen readers and keyboards start at the new page's content, as on a full load.
  const focusedPage = useRef(shown.page);
  useEffect(() => {
    if (focusedPage.current === shown.page) return;
    focusedPage.current = shown.page;
    document.getElementById("conteudo")?.focus({ preventScroll: true });
  }, [shown.page]);

  const { page } = shown;
  // Everything in the page (its links, NavLink's current page, useParams) sees the address of the page it shows.
  const view = useRoutes(
    siteRoutes(browserRoutes, <PageView key={page.pattern} page={page} />),
    arrived ? location : shown.location,
  );
  return <SiteProvider value={site}>{view}</SiteProvider>;
}
