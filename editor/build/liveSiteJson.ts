import { resolve } from "node:path";
import type { Plugin } from "vite";
import { EDITOR_SITE_JSON } from "./builtPages.ts";

const LIVE_ID = "\0editor-live-site-json";

/**
 * In the editor's build, `site.config/site.json` is asked from the service when a page opens (EDITOR_SITE_JSON), not
 * frozen at build time: a header, footer or phone published through the editor shows in the preview and the catalog
 * without building again. The build's copy stays as the fallback should the service not answer it.
 */
export function liveSiteJson(): Plugin {
  let siteJson = "";
  return {
    name: "editor-live-site-json",
    // Before Vite resolves the import to the file itself.
    enforce: "pre",
    apply: "build",
    configResolved(config) {
      siteJson = resolve(config.root, "site.config/site.json");
    },
    resolveId: {
      filter: { id: /site\.config\/site\.json$/ },
      handler(id, importer) {
        if (importer === LIVE_ID || !importer || resolve(importer, "..", id) !== siteJson) return null;
        return LIVE_ID;
      },
    },
    load: {
      filter: { id: new RegExp(`^${LIVE_ID}$`) },
      handler: () => `import built from ${JSON.stringify(siteJson)};
let site = built;
try {
  const answer = await fetch(${JSON.stringify(EDITOR_SITE_JSON)}, { cache: "no-store" });
  if (answer.ok) site = await answer.json();
} catch {}
export default site;
`,
    },
  };
}
