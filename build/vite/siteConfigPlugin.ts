import { resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_CONFIG_DIR } from "../../model/paths.ts";
import { invalidSiteReport } from "../../validator/siteReport.ts";
import { validateSite } from "../../validator/validateSite.ts";
import { sitePagesModule } from "./sitePagesModule.ts";

const report = (dir: string) => invalidSiteReport(validateSite(dir));

/**
 * In dev, validates site.config/ whenever a config file is loaded or saved: the validator's own messages replace the
 * page in Vite's error overlay, and fixing the file brings the page back through hot reload. (`npm run build`
 * validates in its prerender step, on the files it reads anyway: reading 10,000 pages twice cost seconds.) The pages
 * and collections reach the dev server's page data through the loader, as `virtual:site-pages` (sitePagesModule.ts).
 */
export function siteConfigPlugin(dir: string = DEFAULT_CONFIG_DIR): Plugin[] {
  return [siteJsonPlugin(dir), sitePagesModule(dir)];
}

/** Validates the folder when site.json, the one config file imported as a module, is loaded or saved. */
function siteJsonPlugin(dir: string): Plugin {
  const root = resolve(dir) + sep;
  let dev = false;
  return {
    name: "site-config",
    enforce: "pre",
    configResolved(config) {
      dev = config.command === "serve";
    },
    transform(_code, id) {
      if (!dev || !id.startsWith(root) || !id.endsWith(".json")) return null;
      const message = report(root);
      if (message) this.error(message);
      return null;
    },
    configureServer(server) {
      server.watcher.add(root);
      // A config file saved that is a module (site.json) is transformed, and so validated, again on its next import.
      server.watcher.on("change", (file) => {
        if (!file.startsWith(root)) return;
        for (const module of server.moduleGraph.getModulesByFile(file) ?? [])
          server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
