/**
 * Where the build writes a static route's prerendered page, relative to the build folder: "/" → "index.html",
 * "/preco" (or "/preco/") → "preco/index.html". The prerender writes it there, the server answers from it and the
 * tests read it; this is the one definition they share.
 */
export function routeFile(route: string): string {
  const path = route.replace(/^\/+|\/+$/g, "");
  return path === "" ? "index.html" : `${path}/index.html`;
}
