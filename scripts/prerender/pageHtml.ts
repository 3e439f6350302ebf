/** A non-executable JSON island (<script type="application/json">) that cannot close its element early. */
export function jsonScript(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

/** The island the entry script reads to request a page's modules (boot.ts), as site addresses. */
export function pageModulesScript(files: string[]): string {
  return jsonScript("page-modules", files.map((file) => `/${file}`));
}

/**
 * The build's index.html turned into the template every page starts from: the stylesheet inlined (so the first
 * paint needs no second request) and the parameter routes the client needs to find such a page's data.
 * Each page adds its own `page-modules` island.
 */
export function pageTemplate(indexHtml: string, readAsset: (path: string) => string, paramRoutes: string[]): string {
  const withCss = indexHtml.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, path: string) => `<style>${readAsset(path)}</style>`);
  return withCss.replace("</body>", () => `  ${jsonScript("param-routes", paramRoutes)}\n  </body>`);
}
