import type { Plugin } from "vite";
import { DEFAULT_CONFIG_DIR } from "../../model/paths.ts";
import { publicLinkProblems } from "../../validator/publicLinks.ts";
import { invalidSiteReport } from "../../validator/siteReport.ts";

/**
 * Stops a build that would copy its public folder while a symbolic link there leads out of it (validator/publicLinks.ts):
 * Vite's copy follows links, so the file they point to (anywhere on the machine) would be published. The check runs as
 * the build starts, before anything is written; the message is the validator's, one line per link.
 */
export function publicLinksPlugin(configDir: string = DEFAULT_CONFIG_DIR): Plugin {
  let publicDir: string | undefined;
  return {
    name: "public-links",
    apply: "build",
    configResolved(config) {
      publicDir = config.build.copyPublicDir && config.publicDir ? config.publicDir : undefined;
    },
    buildStart() {
      const report = publicDir && invalidSiteReport(publicLinkProblems(publicDir, configDir));
      if (report) this.error(report);
    },
  };
}
