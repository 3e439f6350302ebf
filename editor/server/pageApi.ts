/**
 * Pages (site.config/pages/<name>.json) as a kind of document, and what only pages have: the list with their routes,
 * new pages (drafts by npm run new-page's rules), the comparison with the file on disk, and deletion.
 */
import { createPage } from "../../model/createPage.ts";
import type { PageConfig } from "../../schema/generated/page.ts";
import { z } from "zod";
import type { DraftRequest, OpenedPage, PageSummary } from "../shared/api.ts";
import { variantOfPage } from "../shared/variantNames.ts";
import { collectionList } from "./collectionApi.ts";
import { compareDocument, validateDocument } from "./documents/documentEndpoints.ts";
import type { DocumentKind, EditorContext } from "./documents/documentKind.ts";
import { dataRequest, documentData } from "./documents/documentRequests.ts";
import { documentRoutes } from "./documents/documentRoutes.ts";
import { invalid, refused, type Answer } from "./http.ts";
import type { SchemaNode } from "./keyOrder.ts";
import { isRecord, pageFileOf, PagesFolder } from "./pageFiles.ts";
import { pageImageFiles } from "./pageImages.ts";
import { pageSummaries, summaryOf } from "./pageSummaries.ts";
import { validateEditedPage, validateWithout } from "./pageValidation.ts";
import { draftNames } from "./publishing.ts";
import { jsonBody, NAME_PARAMS, route } from "./routing/route.ts";

/** A page: created by a save, published with the images of public/img/ it shows. */
export const PAGE: DocumentKind = {
  id: "page",
  folder: (context) => context.pages,
  fileOf: pageFileOf,
  creates: true,
  schema: async (context) => (await context.schemas()).page as SchemaNode,
  described: (schemas) => schemas.page,
  validate: (context, name, data) => validateEditedPage(context, name, data),
  companions: (context, data) => pageImageFiles(data, context.publicDir),
  words: {
    published: "página",
    dataOf: "da página",
    missing: (file) => `A página ${file} não existe.`,
    badName: "Nome de página recusado.",
  },
};

/**
 * The pages saved but not published: on the editor service, those with a draft of the team; on the dev server, the
 * files git sees changed (when it can tell).
 */
async function unpublishedPages(context: EditorContext): Promise<Set<string> | undefined> {
  if (!context.unpublished) return draftNames(context, context.pages.dir);
  return new Set(context.unpublished.list().flatMap((copy) => (copy.kind === "page" ? [copy.name] : [])));
}

/** The pages with which of them are saved but not published, and which are collection templates. */
async function pageList(context: EditorContext): Promise<PageSummary[]> {
  const [drafts, collections, summaries] = await Promise.all([
    unpublishedPages(context),
    collectionList(context),
    pageSummaries(context.configDir),
  ]);
  const templateOf = new Map(collections.map((collection) => [collection.page, collection.name]));
  return summaries.map((listed) => {
    const template = templateOf.get(listed.name);
    return {
      ...listed,
      ...(drafts && { draft: drafts.has(listed.name) }),
      ...(template !== undefined && { templateOf: template }),
    };
  });
}

/** What validating a page sends: its name (a new page has no address yet) and its data as edited. */
const namedDataRequest = z.object({ name: z.string({ error: PAGE.words.badName }), data: documentData });

/** What creating a page asks for (model/createPage.ts's PageStart: empty, the template, or a copy of a page). */
const draftRequest = z.object({
  name: z.string(),
  route: z.string(),
  start: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("empty") }),
    z.object({ kind: z.literal("template") }),
    z.object({ kind: z.literal("copy"), page: z.string() }),
  ]),
}) satisfies z.ZodType<DraftRequest>;

/** A new page to edit (not written until saved), by npm run new-page's rules. */
function draft(pages: PagesFolder, { name, route, start }: DraftRequest): Answer {
  const all = () =>
    pages
      .names()
      .map((other) => pages.readObject(other))
      .filter(isRecord) as unknown as PageConfig[];
  const result = createPage(
    { name, route, start },
    (other) => pages.readObject(other) as PageConfig | undefined,
    (other) => pages.has(other),
    all,
  );
  if ("error" in result) return refused(400, result.error);
  return {
    status: 200,
    body: { name, data: result.page as unknown as Record<string, unknown>, version: null } satisfies OpenedPage,
  };
}

/** Why page `name` cannot be removed (missing, the not-found page, or other files would break without it), or undefined. */
export async function refusedRemoval(context: EditorContext, name: string): Promise<Answer | undefined> {
  const { pages } = context;
  if (!pages.has(name)) return refused(404, PAGE.words.missing(PAGE.fileOf(name)));
  if (variantOfPage(name))
    return refused(403, "Uma variante de teste A/B não é excluída como página: encerre o teste na tela Testes A/B.");
  if (summaryOf(name, pages.readObject(name), {}).protected)
    return refused(403, "A página de erro (rota /404) não pode ser excluída: o site precisa dela.");
  const others = await validateWithout(context, name);
  return others.length ? invalid({ problems: [], others }) : undefined;
}

/** Deletes a page, unless it is the not-found page or other files would break without it. */
async function remove(context: EditorContext, name: string): Promise<Answer> {
  const refusal = await refusedRemoval(context, name);
  if (refusal) return refusal;
  context.pages.remove(name);
  return { status: 200, body: {} };
}

/** The pages' routes: the document's, at the addresses the editor has always used, and those only pages have. */
export const PAGE_ROUTES = [
  ...documentRoutes(PAGE, {
    open: "pages/:name",
    save: "pages/:name",
    publish: "publish/:name",
    history: "history/:name",
    version: "history/:name/:commit",
  }),
  route({
    method: "GET",
    path: "pages",
    handle: async (context: EditorContext) => ({ status: 200, body: await pageList(context) }),
  }),
  route({
    method: "POST",
    path: "validate",
    body: jsonBody(namedDataRequest, "Pedido sem os dados da página."),
    handle: (context: EditorContext, { body }) => validateDocument(PAGE, context, body.name, body.data),
  }),
  route({
    method: "POST",
    path: "drafts",
    body: jsonBody(
      draftRequest,
      "O pedido de nova página precisa de nome e rota, em texto, e de um ponto de partida: página vazia, modelo ou cópia de uma página.",
    ),
    handle: (context: EditorContext, { body }) => draft(context.pages, body),
  }),
  route({
    method: "POST",
    path: "compare/:name",
    params: NAME_PARAMS,
    body: jsonBody(dataRequest, "Pedido sem os dados da página."),
    handle: (context: EditorContext, { params, body }) => compareDocument(PAGE, context, params.name, body.data),
  }),
  route({
    method: "DELETE",
    // In the service, a page removed from disk leaves the site at the next publication: a Publisher's decision.
    permission: "publish",
    path: "pages/:name",
    params: NAME_PARAMS,
    handle: (context: EditorContext, { params }) => remove(context, params.name),
  }),
];
