/**
 * Collections (site.config/collections/<name>.json: a template page and its rows) as a kind of document. The editor
 * creates one from a name and a template page (decision 078); deleting one stays with whoever sets up the site.
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
import { jsonBody, route } from "./routing/route.ts";
import { z } from "zod";
import { createPage, PAGE_NAME } from "../../model/createPage.ts";
import type { PageConfig } from "../../schema/generated/page.ts";
import { refused, type Answer } from "./http.ts";
import { storeOf } from "./documents/fileStore.ts";
import { PAGE } from "./pageApi.ts";

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
  id: "collection",
  folder: (context) => new PagesFolder(context.configDir, COLLECTIONS_FOLDER),
  fileOf: collectionFileOf,
  creates: false,
  schema: () => collectionSchema as SchemaNode,
  described: (schemas) => schemas.collection,
  validate: (context, name, data) => validateEditedCollection(context, name, data),
  companions: collectionCompanions,
  words: { published: "coleção", dataOf: "da coleção", missing: (file) => `A coleção ${file} não existe.` },
};

/** The collections with their template and number of rows; which are saved but not published when git can tell. */
export async function collectionList(context: EditorContext): Promise<CollectionSummary[]> {
  const folder = COLLECTION.folder(context);
  const store = storeOf(context);
  const drafts = await draftNames(context, folder.dir);
  const names = [...new Set([...folder.names(), ...store.draftNames(COLLECTION)])].sort();
  return names.map((name) => {
    const kept = store.draft(COLLECTION, name);
    const data = kept?.data ?? folder.readObject(name) ?? {};
    const listed: CollectionSummary = {
      name,
      file: COLLECTION.fileOf(name),
      page: typeof data.page === "string" ? data.page : "",
      rows: Array.isArray(data.rows) ? data.rows.length : 0,
    };
    return kept || drafts ? { ...listed, draft: !!kept || !!drafts?.has(name) } : listed;
  });
}

/** What creating a collection asks for: its name, its template page's name, and whether that page is to be made. */
const createRequest = z.object({ name: z.string(), page: z.string(), newPage: z.boolean().optional() });

/**
 * A new template page for collection `collection`: npm run new-page's starting page at /<collection>/:slug, so that
 * each row's slug ends its page's address.
 */
function newTemplate(context: EditorContext, page: string, collection: string): PageConfig | Answer {
  const pages = context.pages;
  const made = createPage(
    { name: page, route: `/${collection}/:slug`, start: { kind: "template" } },
    () => undefined,
    (other) => pages.has(other),
    () =>
      pages
        .names()
        .map((other) => pages.readObject(other))
        .filter((data) => data !== undefined) as unknown as PageConfig[],
  );
  return "error" in made ? refused(400, made.error) : made.page;
}

/**
 * Creates collection `name` with template page `page` (made now when `newPage`) and no rows yet: the rows are pasted
 * or typed in the editor. Names follow the rule of pages; refused in Portuguese when the name is bad or taken or the
 * page does not exist (or, to be made, already does).
 */
export async function createCollection(
  context: EditorContext,
  { name, page, newPage }: z.infer<typeof createRequest>,
): Promise<Answer> {
  const folder = COLLECTION.folder(context);
  const store = storeOf(context);
  const pageExists = context.pages.has(page) || store.draft(PAGE, page) !== undefined;
  if (!PAGE_NAME.test(name))
    return refused(
      400,
      `Nome de coleção recusado: "${name}". Use até 80 letras minúsculas, números e hífens, começando por letra (ex.: cidades-atendidas).`,
    );
  if (folder.has(name) || store.draft(COLLECTION, name))
    return refused(409, `Já existe uma coleção chamada “${name}”: escolha outro nome.`);
  if (newPage) {
    if (pageExists) return refused(409, `Já existe uma página chamada “${page}”: escolha outro nome.`);
    const template = newTemplate(context, page, name);
    if ("status" in template) return template;
    await store.keep(PAGE, page, template as unknown as Record<string, unknown>, null);
  } else if (!pageExists) return refused(400, `A página modelo “${page}” não existe: escolha uma página da lista.`);
  const data = { $schema: "../../schema/collection.schema.json", page, rows: [] };
  // Kept by the store: the files on the dev server, drafts on the service (published together, decision 103).
  const kept = await store.keep(COLLECTION, name, data, null);
  return { status: 201, body: { name, data, version: "version" in kept ? kept.version : null } };
}

/** The collections' routes: the list, creation, and each collection's as a document. */
export const COLLECTION_ROUTES = [
  route({
    method: "POST",
    path: "collections",
    body: jsonBody(
      createRequest,
      "O pedido de nova coleção precisa do nome dela e do nome da página modelo, em texto.",
    ),
    handle: (context: EditorContext, { body }) => createCollection(context, body),
  }),
  route({
    method: "GET",
    path: "collections",
    handle: async (context: EditorContext) => ({ status: 200, body: await collectionList(context) }),
  }),
  ...documentRoutes(COLLECTION, {
    open: "collections/:name",
    save: "collections/:name",
    validate: "collections/:name/validate",
    compare: "collections/:name/compare",
    publish: "collections/:name/publish",
    history: "collections/:name/history",
    version: "collections/:name/history/:commit",
  }),
];
