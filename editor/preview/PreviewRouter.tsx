import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";

/**
 * Everything the page view needs from the site's routing, for one page shown at its own route: the only file of
 * the editor that knows how the renderer routes. The page view provides the page's own addresses (active links)
 * itself; a route with a parameter shows without one (the payment page then shows its invalid-CNPJ message).
 */
export function PreviewRouter({ route, children }: { route: string; routes?: string[]; children: ReactNode }) {
  return (
    <MemoryRouter key={route} initialEntries={[route]}>
      {children}
    </MemoryRouter>
  );
}
