import type { IncomingMessage } from "node:http";
import { NOT_FOUND_ROUTE } from "../../model/routing/routePatterns.ts";
import { createPage } from "../../model/createPage.ts";
import type { PageConfig } from "../../schema/generated/page.ts";
import type {
  Comparison,
  DraftRequest,
  OpenedPage,
  PageStart,
  PageSummary,
  Refusal,
  SaveRequest,
  SchemaSet,
} from "../shared/api.ts";
import { readJsonObject, invalid, refused, type Answer } from "./http.ts";
import { listImages } from "./images.ts";
import { freshJsonText, updateJsonText } from "./jsonText.ts";
import type { SchemaNode } from "./keyOrder.ts";
import { isRecord, PagesFolder } from "./pageFiles.ts";
import { validateEditedPage, validateWithout } from "./pageValidation.ts";
import { draftPages, pageAtCommit, pageHistory, publishPage, type PublishingContext } from "./publishing.ts";
import { declaredRoutes } from "../../model/routing/pageRoutes.ts";
import {
  collectionList,
  openCollection,
  publishCollection,
  saveCollection,
  validateCollection,
} from "./collectionApi.ts";
import { openSite, publishSite, saveSite, validateSite } from "./siteApi.ts";

/** What the endpoints work on. */
export interface EditorContext extends PublishingContext {
  /** The schemas, loaded once and again after a schema or examples file changes. */
  schemas: () => Promise<SchemaSet>;
}

function summary(pages: PagesFolder, name: string): PageSummary {
  const data = pages.readObject(name) ?? {};
  const route = typeof data.route === "string" ? data.route : "";
  const aliases = declaredRoutes(data)
    .filter(({ pointer }) => pointer !== "/route")
    .map((declared) => declared.route);
  return {
    name,
    file: `pages/${name}.json`,
    route,
    title: typeof data.title === "string" ? data.title : "",
    aliases,
    protected: route === NOT_FOUND_ROUTE,
  };
}

function open(pages: PagesFolder, name: string): Answer {
  const file = pages.read(name);
  if (!file) return refused(404, `A página pages/${name}.json não existe.`);
  const data = pages.readObject(name);
  if (!data)
    return refused(
      422,
      `pages/${name}.json não é um JSON válido: corrija-o no editor de texto (npm run validate mostra onde).`,
    );
  return { status: 200, body: { name, data, version: file.version } satisfies OpenedPage };
}

const isPageStart = (start: unknown): start is PageStart =>
  isRecord(start) &&
  (start.kind === "empty" || start.kind === "template" || (start.kind === "copy" && typeof start.page === "string"));

const isDraftRequest = (body: Record<string, unknown>): body is Record<string, unknown> & DraftRequest =>
  typeof body.name === "string" && typeof body.route === "string" && isPageStart(body.start);

/** A new page to edit (not written until saved), by npm run new-page's rules. */
function draft(pages: PagesFolder, request: Record<string, unknown>): Answer {
  if (!isDraftRequest(request))
    return refused(
      400,
      "O pedido de nova página precisa de nome e rota, em texto, e de um ponto de partida: página vazia, modelo ou cópia de uma página.",
    );
  const { name, route, start } = request;
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

/** The text saving `data` writes: the file's own text with only the changed values replaced, or a fresh file. */
async function textToWrite(context: EditorContext, current: string | undefined, data: Record<string, unknown>) {
  const schema = (await context.schemas()).page as SchemaNode;
  return current === undefined ? freshJsonText(data, schema) : updateJsonText(current, data, schema);
}

/** The open page as saving it would write it, beside the file on disk: what "Comparar" shows. */
async function compare(context: EditorContext, name: string, body: Record<string, unknown>): Promise<Answer> {
  if ("error" in context.pages.pathFor(name, { creating: !context.pages.has(name) }))
    return refused(400, "Nome de página recusado.");
  if (!isRecord(body.data)) return refused(400, "Pedido sem os dados da página.");
  const disk = context.pages.read(name)?.text;
  const mine = await textToWrite(context, disk, body.data);
  return { status: 200, body: { disk: disk ?? null, mine } satisfies Comparison };
}

/** The pages with, when git can tell, which of them are saved but not published, and which are collection templates. */
async function pageList(context: EditorContext): Promise<PageSummary[]> {
  const [drafts, collections] = await Promise.all([draftPages(context), collectionList(context)]);
  const templateOf = new Map(collections.map((collection) => [collection.page, collection.name]));
  return context.pages.names().map((page) => {
    const listed = summary(context.pages, page);
    const template = templateOf.get(page);
    return {
      ...listed,
      ...(drafts && { draft: drafts.has(page) }),
      ...(template !== undefined && { templateOf: template }),
    };
  });
}

async function save(context: EditorContext, name: string, body: Record<string, unknown>): Promise<Answer> {
  const { pages } = context;
  const target = pages.pathFor(name, { creating: !pages.has(name) });
  if ("error" in target) return refused(400, target.error);
  if (!isRecord(body.data)) return refused(400, "Pedido sem os dados da página.");
  const request = body as unknown as SaveRequest;
  const validation = await validateEditedPage(context, name, request.data);
  if (validation.problems.length || validation.others.length) return invalid(validation);
  const current = pages.read(name);
  if ((current?.version ?? null) !== request.version && !request.force) {
    const message = current
      ? `pages/${name}.json foi alterado fora do editor depois que você o abriu.`
      : `pages/${name}.json foi apagado fora do editor depois que você o abriu.`;
    return { status: 409, body: { reason: "conflict", message } satisfies Refusal };
  }
  const text = await textToWrite(context, current?.text, request.data);
  return { status: 200, body: { version: pages.write(name, text) } };
}

async function remove(context: EditorContext, name: string): Promise<Answer> {
  const { pages } = context;
  if (!pages.has(name)) return refused(404, `A página pages/${name}.json não existe.`);
  if (summary(pages, name).protected)
    return refused(403, "A página de erro (rota /404) não pode ser excluída: o site precisa dela.");
  const others = await validateWithout(context, name);
  if (others.length) return invalid({ problems: [], others });
  pages.remove(name);
  return { status: 200, body: {} };
}

async function validate(context: EditorContext, body: Record<string, unknown>): Promise<Answer> {
  const { name, data } = body;
  if (typeof name !== "string" || "error" in context.pages.pathFor(name, { creating: !context.pages.has(name) }))
    return refused(400, "Nome de página recusado.");
  return { status: 200, body: await validateEditedPage(context, name, data) };
}

/** Hands the request's JSON object to `handle`, or refuses a body that is not one (in Portuguese, as every answer). */
async function withBody(
  request: IncomingMessage,
  handle: (body: Record<string, unknown>) => Answer | Promise<Answer>,
): Promise<Answer> {
  const body = await readJsonObject(request);
  return body.ok ? handle(body.value) : refused(body.status, body.message);
}

/** The editor's endpoints under /_editor/api/ (`path` is what follows it). */
export async function handleApi(
  context: EditorContext,
  method: string,
  path: string,
  request: IncomingMessage,
): Promise<Answer> {
  const [resource, encoded, commit, extra] = path.split("/");
  // Only a page's history has a third part (the commit whose version is asked for), and a collection's validation
  // and publication ("validate", "publish"); site.json's are its second part ("site/validate", "site/publish").
  const collectionAction = resource === "collections" && (commit === "validate" || commit === "publish");
  if (extra !== undefined || (commit !== undefined && resource !== "history" && !collectionAction))
    return refused(404, "Endereço desconhecido.");
  let name: string | undefined;
  try {
    name = encoded === undefined ? undefined : decodeURIComponent(encoded);
  } catch {
    return refused(400, "Nome de página mal formado.");
  }
  const route = `${method} ${resource}${name === undefined ? "" : "/:name"}${commit === undefined ? "" : "/:commit"}`;
  switch (route) {
    case "GET schema":
      return { status: 200, body: await context.schemas() };
    case "GET pages":
      return { status: 200, body: await pageList(context) };
    case "GET images":
      return { status: 200, body: listImages(context.publicDir) };
    case "POST images/:name": {
      // sharp, a native module, is loaded only when an image is sent.
      const { uploadImage } = await import("./imageUpload.ts");
      return uploadImage(context.publicDir, name!, request);
    }
    case "POST drafts":
      return withBody(request, (body) => draft(context.pages, body));
    case "POST validate":
      return withBody(request, (body) => validate(context, body));
    case "GET pages/:name":
      return open(context.pages, name!);
    case "PUT pages/:name":
      return withBody(request, (body) => save(context, name!, body));
    case "DELETE pages/:name":
      return remove(context, name!);
    case "POST compare/:name":
      return withBody(request, (body) => compare(context, name!, body));
    case "POST publish/:name":
      return withBody(request, (body) => publishPage(context, name!, body));
    case "GET history/:name":
      return pageHistory(context, name!);
    case "GET history/:name/:commit":
      return pageAtCommit(context, name!, commit!);
    case "GET collections":
      return { status: 200, body: await collectionList(context) };
    case "GET collections/:name":
      return openCollection(context, name!);
    case "PUT collections/:name":
      return withBody(request, (body) => saveCollection(context, name!, body));
    case "POST collections/:name/:commit":
      return withBody(request, (body) =>
        commit === "validate" ? validateCollection(context, name!, body) : publishCollection(context, name!, body),
      );
    case "GET site":
      return openSite(context);
    case "PUT site":
      return withBody(request, (body) => saveSite(context, body));
    case "POST site/:name":
      if (name === "validate") return withBody(request, (body) => validateSite(context, body));
      if (name === "publish") return withBody(request, (body) => publishSite(context, body));
      return refused(404, "Endereço desconhecido.");
    default:
      return refused(404, "Endereço desconhecido.");
  }
}
