import { useEffect, useMemo, useRef, useState } from "react";
import type { SiteConfig } from "../schema/generated/site.ts";
import { PageView } from "./page/PageView.tsx";
import { CurrentPageProvider } from "./routing/CurrentPage.tsx";
import { loadPage } from "./routing/loadPage.ts";
import { matchPattern } from "./routing/address.ts";
import { normalizePath, type PageData } from "./routing/pageData.ts";
import { RouteParamsProvider } from "./routing/RouteParams.tsx";
import { useAddress } from "./routing/Router.tsx";
import { SiteProvider } from "./site/SiteContext.tsx";
import { ToastProvider } from "./ui/toast/Toasts.tsx";

/** Props of {@link SiteApp}. */
export interface SiteAppProps {
  site: SiteConfig;
  /** The page of the address the app starts at (from the prerendered HTML, or loaded before the first render). */
  initial: PageData;
  /** Route patterns with parameters (e.g. /pagamento/:cnpj), to find the data of such an address. */
  paramRoutes: string[];
}

/**
 * The whole site under whichever router the caller provides (browser on the client, memory when prerendering).
 * On navigation it loads the next page's data and blocks, and keeps showing the current page until they arrive;
 * if they cannot be loaded, the browser loads the address itself.
 */
export function SiteApp({ site, initial, paramRoutes }: SiteAppProps) {
  const { pathname } = useAddress();
  const [shown, setShown] = useState({ pathname: normalizePath(pathname), page: initial });
  const wanted = normalizePath(pathname);

  // Marks the page as interactive (hydrated, or rendered from scratch): browser tests and monitoring wait for it.
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);

  useEffect(() => {
    if (wanted === shown.pathname) return;
    let current = true;
    loadPage(wanted, paramRoutes).then(
      (page) => current && setShown({ pathname: wanted, page }),
      () => current && window.location.assign(wanted),
    );
    return () => {
      current = false;
    };
  }, [wanted, shown.pathname, paramRoutes]);

  // After a client navigation, screen readers and keyboards start at the new page's content, as on a full load.
  const focusedPage = useRef(shown.page);
  useEffect(() => {
    if (focusedPage.current === shown.page) return;
    focusedPage.current = shown.page;
    document.getElementById("conteudo")?.focus({ preventScroll: true });
  }, [shown.page]);

  const { page } = shown;
  // The page's own pattern gives blocks their route parameters; at any other address (404) there are none.
  const params = useMemo(() => matchPattern(page.pattern, pathname) ?? {}, [page.pattern, pathname]);
  return (
    <SiteProvider value={site}>
      <CurrentPageProvider value={page.routes}>
        <ToastProvider>
          <RouteParamsProvider value={params}>
            <PageView key={page.pattern} page={page} />
          </RouteParamsProvider>
        </ToastProvider>
      </CurrentPageProvider>
    </SiteProvider>
  );
}
