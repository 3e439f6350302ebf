import { hasParams } from "../model/routing/routePatterns.ts";
import { routeResolver } from "../model/routing/routeResolver.ts";
import { routeFile } from "../build/routeFile.ts";

/** The client-rendered page that routes with a parameter (/pagamento/:cnpj) are answered with. */
export const APP_SHELL = "/app-shell.html";

/**
 * Maps a decoded request path to the build file that answers it when it is a page route (its prerendered HTML, or
 * the app shell for a route with a parameter), or undefined when it is not a page. Which route answers is the
 * site's one rule (model/routing/routeResolver.ts): /pagamento/novo's own page before /pagamento/:cnpj.
 */
export function pageFiles(routes: string[]): (pathname: string) => string | undefined {
  const resolve = routeResolver(routes);
  return (pathname) => {
    const route = resolve(pathname);
    if (route === undefined) return undefined;
    return hasParams(route) ? APP_SHELL : `/${routeFile(route)}`;
  };
}
