import siteJson from "../../site.config/site.json";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { placeholdersFrom } from "../../model/content/currentYear.ts";
import { interpolate } from "../../model/content/interpolate.ts";

/** Values the `{{...}}` placeholders can use: site.json plus the current year. */
export const placeholderSource = placeholdersFrom(siteJson);

/** site.json with its own placeholders filled (e.g. the login button's address): the only config in the bundle. */
export const site = interpolate(siteJson as object, placeholderSource) as SiteConfig;

// Dev server: a saved site.json reloads the documents that show it (the site's pages, the editor's preview) and only
// them. Without this boundary Vite reloads every tab it serves, the page editor too, which would lose its undo history
// and, mid-publication, the publication.
if (import.meta.hot) import.meta.hot.accept(() => window.location.reload());
