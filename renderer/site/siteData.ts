import type { PageConfig } from "../../schema/generated/page.ts";
import { interpolate } from "../content/interpolate.ts";
import type { PageEntry } from "../routing/pageRoutes.ts";
import { placeholderSource } from "./siteConfig.ts";

const pageModules = import.meta.glob<PageConfig>("../../site.config/pages/*.json", { eager: true, import: "default" });

/**
 * Every page config, placeholders filled, sorted by file name. Only the prerender (server build) and the dev
 * server import this: the browser bundle never holds page data, each page brings its own.
 */
export const pages: PageEntry[] = Object.entries(pageModules)
  .map(([path, config]) => ({
    name: path.replace(/^.*\/(.+)\.json$/, "$1"),
    config: interpolate(config, placeholderSource),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));
