import { StrictMode } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createRoutes } from "./routing/createRoutes.tsx";
import { routeOwners } from "./routing/pageRoutes.ts";
import { RouteOwnersProvider } from "./routing/RouteOwners.tsx";
import { pages, site } from "./site/siteData.ts";
import { SiteProvider } from "./site/SiteContext.tsx";

const router = createBrowserRouter(createRoutes(pages));
const owners = routeOwners(pages);

/** The whole site: site data and route ownership around the router. */
export function App() {
  return (
    <StrictMode>
      <SiteProvider value={site}>
        <RouteOwnersProvider value={owners}>
          <RouterProvider router={router} />
        </RouteOwnersProvider>
      </SiteProvider>
    </StrictMode>
  );
}
