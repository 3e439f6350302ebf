import siteJson from "../../site.config/site.json";
import type { PageConfig } from "../../schema/generated/page.ts";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { interpolate } from "../content/interpolate.ts";
import type { PageEntry } from "../routing/pageRoutes.ts";

const pageModules = import.meta.glob<PageConfig>("../../site.config/pages/*.json", { eager: true, import: "default" });

/** Values the `{{...}}` placeholders can use: site.json plus the current year. */
const placeholderSource = { ...siteJson, year: String(new Date().getFullYear()) };

/** site.json with its own placeholders filled (e.g. the login button's address). */
export const site = interpolate(siteJson, placeholderSource) as SiteConfig;

/** Every page config, placeholders filled, sorted by file name. */
export const pages: PageEntry[] = Object.entries(pageModules)
  .map(([path, config]) => ({ name: path.replace(/^.*\/(.+)\.json$/, "$1"), config: interpolate(config, placeholderSource) }))
  .sort((a, b) => a.name.localeCompare(b.name));
