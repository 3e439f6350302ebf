import { resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { configFileEntry } from "../../model/pageFileRule.ts";
import { COLLECTIONS_FOLDER, DEFAULT_CONFIG_DIR, PAGES_FOLDER } from "../../model/paths.ts";
import { invalidSiteReport } from "../../validator/siteReport.ts";
import { loadSite, validateLoaded } from "../../validator/validateSite.ts";

const MODULE_ID = "virtual:site-pages";
const RESOLVED_ID = `\0${MODULE_ID}`;

/** How {@link sitePagesModule} serves the pages. */
export interface SitePagesOptions {
  /** In `vite dev`, report the validator's problems in the error overlay instead of serving the pages (default true). */
  validate?: boolean;
}

/**
 * Makes `import { pageFiles, collectionFiles } from "virtual:site-pages"` the config's pages and collections as the one
 * loader reads them (model/load/: the page-file rule, hostile files refused), for the dev server's page data
 * (renderer/site/siteData.ts); a Vite glob would read every `*.json` of the folders, links, FIFOs and misnamed files
 * included. A page or collection created, saved or deleted updates the module, which siteData.ts accepts by reloading
 * its document.
 */
export function sitePagesModule(dir: string = DEFAULT_CONFIG_DIR, { validate = true }: SitePagesOptions = {}): Plugin {
  const folders = [PAGES_FOLDER, COLLECTIONS_FOLDER].map((folder) => resolve(dir, folder) + sep);
  let dev = false;
  return {
    name: "site-pages",
    configResolved(config) {
      dev = config.command === "serve";
    },
    resolveId: {
      filter: { id: new RegExp(`^${MODULE_ID}$`) },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: new RegExp(`^\0${MODULE_ID}$`) },
      handler() {
        const loaded = loadSite(dir);
        if (dev && validate) {
          // Read once, validated from the same files: the overlay shows what `npm run validate` would say.
          const message = invalidSiteReport(validateLoaded(loaded));
          if (message) this.error(message);
        }
        const pageFiles = loaded.pages.map(configFileEntry);
        const collectionFiles = loaded.collections.map(configFileEntry);
        return `export const pageFiles = ${JSON.stringify(pageFiles)};\nexport const collectionFiles = ${JSON.stringify(collectionFiles)};\n`;
      },
    },
    hotUpdate({ file, modules }) {
      if (!folders.some((folder) => file.startsWith(folder))) return;
      const pages = this.environment.moduleGraph.getModuleById(RESOLVED_ID);
      if (!pages) return;
      this.environment.moduleGraph.invalidateModule(pages);
      return [...modules, pages];
    },
  };
}
