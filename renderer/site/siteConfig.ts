import siteJson from "../../site.config/site.json";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { placeholdersFrom } from "../content/currentYear.ts";
import { interpolate } from "../content/interpolate.ts";

/** Values the `{{...}}` placeholders can use: site.json plus the current year. */
export const placeholderSource = placeholdersFrom(siteJson);

/** site.json with its own placeholders filled (e.g. the login button's address): the only config in the bundle. */
export const site = interpolate(siteJson, placeholderSource) as SiteConfig;
