/**
 * Collections (site.config/collections/<name>.json: a template page and its rows) as a kind of document. The editor
 * never creates or deletes one: that stays with whoever sets up the site (decision 045).
 */
import { COLLECTIONS_FOLDER } from "../../model/paths.ts";
import collectionSchema from "../../schema/collection.schema.json" with { type: "json" };
import type { CollectionSummary } from "../shared/api.ts";
import type { DocumentKind, EditorContext } from "./documents/documentKind.ts";
import { documentRoutes } from "./documents/documentRoutes.ts";
import type { SchemaNode } from "./keyOrder.ts";
import { PagesFolder } from "./pageFiles.ts";
import { pageImageFiles } from "./pageImages.ts";
import { collectionFileOf, validateEditedCollection } from "./pageValidation.ts";
import { draftNames, type PublishingContext } from "./publishing.ts";
import { route } from "./routing/route.ts";

/**
 * The files a collection's publication takes with it: its template page and the images that page shows. The collection
 * was validated against the template as it is on disk, so both go into git together (a commit that leaves them
 * unchanged adds nothing); without them git could hold a collection whose template page is not in git.
 */
export function collectionCompanions(context: PublishingContext, data: Record<string, unknown>): string[] {
  const page = typeof data.page === "string" ? data.page : "";
  const template = page ? context.pages.pathFor(page, { creating: false }) : undefined;
  if (!template || "error" in template) return [];
  return [template.path, ...pageImageFiles(context.pages.readObject(page) ?? {}, context.publicDir)];
}

/** A collection: its rows checked with its template, as `npm run validate` does; published with its template page. */
export const COLLECTION: DocumentKind = {
  folder: (context) => new PagesFolder(context.configDir, COLLECTIONS_FOLDER),
  fileOf: collectionFileOf,
  creates: false,
  schema: () => collectionSchema as SchemaNode,
  validate: (context, name, data) => validateEditedCollection(context, name, data),
  companions: collectionCompanions,
  words: { published: "coleção", dataOf: "da coleção", missing: (file) => `A coleção ${file} não existe.` },
};

/** The collections with their template and number of rows; which are saved but not published when git can tell. */
export async function collectionList(context: PublishingContext): Promise<CollectionSummary[]> {
  const folder = COLLECTION.folder(context);
  const drafts = await draftNames(context, folder.dir);
  return folder.names().map((name) => {
    const data = folder.readObject(name) ?? {};
    const listed: CollectionSummary = {
      name,
      file: COLLECTION.fileOf(name),
      page: typeof data.page === "string" ? data.page : "",
      rows: Array.isArray(data.rows) ? data.rows.length : 0,
    };
    return drafts ? { ...listed, draft: drafts.has(name) } : listed;
  });
}

/** The collections' routes: the list, and each collection's as a document. */
export const COLLECTION_ROUTES = [
  route({
    method: "GET",
    path: "collections",
    handle: async (context: EditorContext) => ({ status: 200, body: await collectionList(context) }),
  }),
  ...documentRoutes(COLLECTION, {
    open: "collections/:name",
    save: "collections/:name",
    validate: "collections/:name/validate",
    publish: "collections/:name/publish",
    history: "collections/:name/history",
    version: "collections/:name/history/:commit",
  }),
];
