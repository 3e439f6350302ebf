import { hasParams, routeMatches } from "../model/routing/routePatterns.ts";
import { routeFile } from "../build/routeFile.ts";

/** The client-rendered page that routes with a parameter (/pagamento/:cnpj) are answered with. */
export const APP_SHELL = "/app-shell.html";

/** The prerendered file of a static route, as a path in the build folder: / → /index.html, /preco/ → /preco/index.html. */
function prerenderedFile(pathname: string): string {
  return `/${routeFile(pathname)}`;
}

/**
 * Maps a decoded request path to the build file that answers it when it is a page route (its prerendered HTML, or
 * the app shell for a route with a parameter), or undefined when it is not a page.
 */
export function pageFiles(routes: string[]): (pathname: string) => string | undefined {
  // Exact routes first: /pagamento/novo would win over /pagamento/:cnpj.
  const patterns = routes
    .map((route) => ({ route, hasParameter: hasParams(route) }))
    .sort((a, b) => Number(a.hasParameter) - Number(b.hasParameter));
  return (pathname) => {
    const page = patterns.find(({ route }) => routeMatches(route, pathname));
    if (!page) return undefined;
    return page.hasParameter ? APP_SHELL : prerenderedFile(pathname);
  };
}
