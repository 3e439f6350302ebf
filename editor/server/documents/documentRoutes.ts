import { z } from "zod";
import { jsonBody, route, type Route } from "../routing/route.ts";
import {
  compareDocument,
  documentAtCommit,
  documentHistory,
  openDocument,
  publishStored,
  saveDocument,
  validateDocument,
} from "./documentEndpoints.ts";
import type { DocumentKind, EditorContext } from "./documentKind.ts";
import { dataRequest, publishRequest, saveRequest } from "./documentRequests.ts";

/** A kind's addresses under /_editor/api/, each with `:name` unless the kind has only one document. */
export interface DocumentAddresses {
  open: string;
  save: string;
  /** Absent when the kind's validation takes the name in its body (pages: a new page has no address yet). */
  validate?: string;
  publish: string;
  history: string;
  /** The history's address with `:commit`. */
  version: string;
  /** Absent when the kind declares its own (pages: `compare/:name`, kept for the clients that use it). */
  compare?: string;
}

const DOCUMENT = z.object({ name: z.string().optional() });
const VERSION = z.object({ name: z.string().optional(), commit: z.string() });

/** The routes of one kind of document: open, save, validate, compare, publish, history and one version of it. */
export function documentRoutes(kind: DocumentKind, at: DocumentAddresses): Route<EditorContext>[] {
  // A kind with one document (site.json) has no name in its addresses.
  const nameOf = (params: { name?: string }) => params.name ?? kind.only ?? "";
  const { dataOf, published } = kind.words;
  const routes = [
    route({
      method: "GET",
      path: at.open,
      params: DOCUMENT,
      handle: (context: EditorContext, { params }) => openDocument(kind, context, nameOf(params)),
    }),
    route({
      method: "PUT",
      path: at.save,
      params: DOCUMENT,
      body: jsonBody(saveRequest, `Pedido sem os dados ${dataOf} ou sem a versão que foi aberta.`),
      handle: (context: EditorContext, { params, body }) => saveDocument(kind, context, nameOf(params), body),
    }),
    route({
      method: "POST",
      path: at.publish,
      params: DOCUMENT,
      body: jsonBody(publishRequest, `Escreva uma mensagem que diga o que mudou na ${published}.`),
      permission: "publish",
      handle: (context: EditorContext, { params, body }) => publishStored(kind, context, nameOf(params), body.message),
    }),
    route({
      method: "GET",
      path: at.history,
      params: DOCUMENT,
      handle: (context: EditorContext, { params }) => documentHistory(kind, context, nameOf(params)),
    }),
    route({
      method: "GET",
      path: at.version,
      params: VERSION,
      handle: (context: EditorContext, { params }) => documentAtCommit(kind, context, nameOf(params), params.commit),
    }),
  ];
  if (at.compare !== undefined)
    routes.push(
      route({
        method: "POST",
        path: at.compare,
        params: DOCUMENT,
        body: jsonBody(dataRequest, `Pedido sem os dados ${dataOf}.`),
        handle: (context: EditorContext, { params, body }) => compareDocument(kind, context, nameOf(params), body.data),
      }),
    );
  if (at.validate === undefined) return routes;
  return [
    ...routes,
    route({
      method: "POST",
      path: at.validate,
      params: DOCUMENT,
      body: jsonBody(dataRequest, `Pedido sem os dados ${dataOf}.`),
      handle: (context: EditorContext, { params, body }) => validateDocument(kind, context, nameOf(params), body.data),
    }),
  ];
}
