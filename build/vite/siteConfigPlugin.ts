import { resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_CONFIG_DIR } from "../../model/paths.ts";
import { formatProblem } from "../../validator/problem.ts";
import { validateSite } from "../../validator/validateSite.ts";

function report(dir: string): string | undefined {
  const problems = validateSite(dir);
  if (problems.length === 0) return undefined;
  return [`Configuração do site inválida (${problems.length} problema(s)):`, ...problems.map(formatProblem)].join("\n");
}

/**
 * Validates site.config/ before every production build (an invalid config fails it) and, in dev, whenever a
 * config file is loaded or saved: the validator's own messages replace the page in Vite's error overlay, and
 * fixing the file brings the page back through hot reload.
 */
export function siteConfigPlugin(dir: string = DEFAULT_CONFIG_DIR): Plugin {
  const root = resolve(dir) + sep;
  let dev = false;
  let serverBuild = false;
  return {
    name: "site-config",
    enforce: "pre",
    configResolved(config) {
      dev = config.command === "serve";
      serverBuild = Boolean(config.build.ssr);
    },
    buildStart() {
      // `npm run build` runs the client build first, which validates; the server build that follows reads no page.
      if (dev || serverBuild) return;
      const message = report(root);
      if (message) this.error(message);
    },
    transform(_code, id) {
      if (!dev || !id.startsWith(root) || !id.endsWith(".json")) return null;
      const message = report(root);
      if (message) this.error(message);
      return null;
    },
    configureServer(server) {
      server.watcher.add(root);
      // site.json and every page are imported together, so a change to any of them reloads the page data.
      server.watcher.on("change", (file) => {
        if (!file.startsWith(root)) return;
        for (const module of server.moduleGraph.getModulesByFile(file) ?? [])
          server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
