/** The routes of the models of sections: the list (reading), and saving, renaming and removing one (editing). */
import { z } from "zod";
import type { EditorContext } from "../documents/documentKind.ts";
import { jsonBody, NAME_PARAMS, route, type Route } from "../routing/route.ts";
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
    body: jsonBody(z.object({ name: MODEL_NAME }), NAME_REFUSAL),
    handle: (context: EditorContext, { params, body }) => renameModel(context, params.name, body.name),
  }),
  route({
    method: "DELETE",
    path: "modelos/:name",
    params: NAME_PARAMS,
    handle: (context: EditorContext, { params }) => removeModel(context, params.name),
  }),
];
