/**
 * site.json, the data every page shares (brand, navigation, footer, contacts, chat, services), as a kind of document
 * with one document: the validator checks the pages' {{placeholders}} and links against it too.
 */
import { SITE_FILE } from "../../model/paths.ts";
import siteSchema from "../../schema/site.schema.json" with { type: "json" };
import { parseJsonFile } from "../../validator/jsonFile.ts";
import { launchProblems } from "../../validator/launchProblems.ts";
import type { SiteValidation } from "../shared/api.ts";
import type { DocumentKind } from "./documents/documentKind.ts";
import { documentRoutes } from "./documents/documentRoutes.ts";
import type { SchemaNode } from "./keyOrder.ts";
import { PagesFolder } from "./pageFiles.ts";
import { validateEditedSite } from "./pageValidation.ts";

/** site.json's name in the config folder, read and written as the one file of that folder the editor touches. */
const NAME = SITE_FILE.slice(0, -".json".length);

/** site.json: its validation also lists the example data it still holds (`npm run validate -- --launch`). */
export const SITE: DocumentKind = {
  id: "site",
  folder: (context) => new PagesFolder(context.configDir, "."),
  fileOf: () => SITE_FILE,
  only: NAME,
  creates: false,
  schema: () => siteSchema as SchemaNode,
  described: (schemas) => schemas.site,
  validate: (context, _name, data) => validateEditedSite(context, data),
  report: (data, verdict) => {
    const edited = parseJsonFile(SITE_FILE, `${JSON.stringify(data, null, 2)}\n`);
    const launch = "data" in edited ? launchProblems({ site: edited, pages: [] }) : [];
    return { ...verdict, launch } satisfies SiteValidation;
  },
  words: {
    published: "configuração do site",
    dataOf: "do site",
    missing: (file) => `${file} não existe na pasta de configuração do site.`,
  },
};

/** site.json's routes. */
export const SITE_ROUTES = documentRoutes(SITE, {
  open: "site",
  save: "site",
  validate: "site/validate",
  compare: "site/compare",
  publish: "site/publish",
  history: "site/history",
  version: "site/history/:commit",
});
