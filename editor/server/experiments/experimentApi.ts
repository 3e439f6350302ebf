/**
 * The A/B tests' routes: the list, "Criar variante" on a page, each test as a document (open, save, check, publish,
 * history), and its buttons (state, winner), which publish for a person who may publish and, for an Editor, keep
 * drafts and ask a Publisher to review them.
 */
import { z } from "zod";
import type { CreateVariantRequest, StatusRequest, WinnerRequest } from "../../shared/experiments.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { publishRequest } from "../documents/documentRequests.ts";
import { documentRoutes } from "../documents/documentRoutes.ts";
import { jsonBody, NAME_PARAMS, route } from "../routing/route.ts";
import { createVariant } from "./createVariant.ts";
import { changeStatus, endWithWinner } from "./experimentActions.ts";
import { EXPERIMENT } from "./experimentKind.ts";
import { experimentList, pageGoals } from "./experimentList.ts";

const GOAL = z.enum(["chat", "lead", "either"]);
const createRequest = z.object({ goal: GOAL }) satisfies z.ZodType<CreateVariantRequest>;
const statusRequest = publishRequest.extend({
  status: z.enum(["running", "paused", "ended"]),
}) satisfies z.ZodType<StatusRequest>;
const winnerRequest = publishRequest.extend({ variant: z.string() }) satisfies z.ZodType<WinnerRequest>;

/** Every route of the A/B tests. */
export const EXPERIMENT_ROUTES = [
  route({
    method: "GET",
    path: "experiments",
    handle: (context: EditorContext) => ({ status: 200, body: experimentList(context) }),
  }),
  route({
    method: "GET",
    path: "pages/:name/goals",
    params: NAME_PARAMS,
    handle: (context: EditorContext, { params }) => pageGoals(context, params.name),
  }),
  route({
    method: "POST",
    path: "pages/:name/variants",
    params: NAME_PARAMS,
    body: jsonBody(createRequest, "Escolha o objetivo do teste: chat, formulário ou os dois."),
    handle: (context: EditorContext, { params, body }) => createVariant(context, params.name, body),
  }),
  route({
    method: "POST",
    path: "experiments/:name/status",
    params: NAME_PARAMS,
    body: jsonBody(statusRequest, "Diga o novo estado do teste e uma mensagem que diga o que mudou."),
    handle: (context: EditorContext, { params, body }) => changeStatus(context, params.name, body),
  }),
  route({
    method: "POST",
    path: "experiments/:name/winner",
    params: NAME_PARAMS,
    body: jsonBody(winnerRequest, "Diga qual variante fica na página e uma mensagem que diga o que mudou."),
    handle: (context: EditorContext, { params, body }) => endWithWinner(context, params.name, body),
  }),
  ...documentRoutes(EXPERIMENT, {
    open: "experiments/:name",
    save: "experiments/:name",
    validate: "experiments/:name/validate",
    compare: "experiments/:name/compare",
    publish: "experiments/:name/publish",
    history: "experiments/:name/history",
    version: "experiments/:name/history/:commit",
  }),
];
