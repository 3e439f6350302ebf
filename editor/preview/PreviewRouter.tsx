import type { ReactNode } from "react";
import { CurrentPageProvider } from "../../renderer/routing/CurrentPage.tsx";
import { RouteParamsProvider } from "../../renderer/routing/RouteParams.tsx";
import { MemoryRouter } from "../../renderer/routing/Router.tsx";

const NO_PARAMS = {};

/**
 * Everything the page view needs from the site's routing, for one page shown at its own route: the only file of
 * the editor that knows how the renderer routes (adapt it when the routing changes).
 */
export function PreviewRouter({ route, routes, children }: { route: string; routes: string[]; children: ReactNode }) {
  return (
    <MemoryRouter key={route} url={route}>
      <CurrentPageProvider value={routes}>
        <RouteParamsProvider value={NO_PARAMS}>{children}</RouteParamsProvider>
      </CurrentPageProvider>
    </MemoryRouter>
  );
}
