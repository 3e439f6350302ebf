import { useRoutes } from "react-router-dom";
import { createRoutes } from "./routing/createRoutes.tsx";
import { routeOwners } from "./routing/pageRoutes.ts";
import { RouteOwnersProvider } from "./routing/RouteOwners.tsx";
import { pages, site } from "./site/siteData.ts";
import { SiteProvider } from "./site/SiteContext.tsx";
import { ToastProvider } from "./ui/toast/Toasts.tsx";

const routes = createRoutes(pages);
const owners = routeOwners(pages);

function Routes() {
  return useRoutes(routes);
}

/** The whole site under whichever router the caller provides (browser on the client, static when prerendering). */
export function SiteRoutes() {
  return (
    <SiteProvider value={site}>
      <RouteOwnersProvider value={owners}>
        <ToastProvider>
          <Routes />
        </ToastProvider>
      </RouteOwnersProvider>
    </SiteProvider>
  );
}
