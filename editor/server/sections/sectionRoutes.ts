/**
 * The routes of the models of sections: the list (reading), saving and renaming one (editing), removing one
 * (publishing), and each model as a document (open, save with its version, publish, history and restore).
 */
import { z } from "zod";
import type { EditorContext } from "../documents/documentKind.ts";
import { jsonBody, NAME_PARAMS, route, type Route } from "../routing/route.ts";
import { documentRoutes } from "../documents/documentRoutes.ts";
import { SECTION } from "./sectionKind.ts";
import { listModels, removeModel, renameModel, saveModel } from "./sectionModels.ts";

const MODEL_NAME = z.string().trim().min(1).max(80);
const NAME_REFUSAL = "Dê ao modelo um nome de até 80 letras.";

/** The routes of the models of sections. */
export const SECTION_ROUTES: Route<EditorContext>[] = [
  route({
    method: "GET",
    path: "modelos",
    handle: (context: EditorContext) => ({ status: 200, body: listModels(context) }),
  }),
  route({
    method: "POST",
    path: "modelos",
    body: jsonBody(z.object({ name: MODEL_NAME, block: z.record(z.string(), z.unknown()) }), NAME_REFUSAL),
    handle: (context: EditorContext, { body }) => saveModel(context, body.name, body.block),
  }),
  route({
    method: "PUT",
    path: "modelos/:name",
    params: NAME_PARAMS,
    body: jsonBody(z.object({ name: MODEL_NAME, version: z.string().nullable().optional() }), NAME_REFUSAL),
    handle: (context: EditorContext, { params, body }) => renameModel(context, params.name, body.name, body.version),
  }),
  route({
    method: "DELETE",
    path: "modelos/:name",
    // A removal leaves the site's files at once: a Publisher's decision.
    permission: "publish",
    params: NAME_PARAMS,
    handle: (context: EditorContext, { params }) => removeModel(context, params.name),
  }),
  ...documentRoutes(SECTION, {
    open: "secoes/:name",
    save: "secoes/:name",
    validate: "secoes/:name/validate",
    compare: "secoes/:name/compare",
    publish: "secoes/:name/publish",
    history: "secoes/:name/history",
    version: "secoes/:name/history/:commit",
  }),
];
