/**
 * The team's drafts under /_editor/api/rascunhos: the list (which documents have one, by whom, when), one draft,
 * saving one (merged with what others saved meanwhile; 409 with their draft and the common version when both changed
 * the same fields), the signed-in person's pending copy (pendente/: read it, set it aside), discarding one and
 * publishing one. And who else has a document open (presenca/), from the heartbeat each open editor sends.
 */
import type { DraftConflict } from "../../shared/drafts.ts";
import { refused } from "../../server/http.ts";
import { jsonBody, route, type Route } from "../../server/routing/route.ts";
import { conflictMessage } from "../drafts/conflictMessage.ts";
import { DOCUMENT_KINDS, refusedDraftName } from "../drafts/draftKinds.ts";
import { saveDraftMerging } from "../drafts/mergeDraftSave.ts";
import { PendingDrafts } from "../drafts/pendingDrafts.ts";
import { publicationAnswer, publishDraft } from "../drafts/publishDraft.ts";
import { publishedData } from "../drafts/publishedData.ts";
import { documentTitle } from "../../shared/documentName.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";
import { DOCUMENT_PARAMS, draftPublishRequest, draftSaveRequest } from "./draftRequests.ts";

const DRAFT = "rascunhos/:kind/:name";
const PRESENCE = "presenca/:kind/:name";
const PENDING = `${DRAFT}/pendente`;

/** The drafts and presence routes. */
export const DRAFT_ROUTES: Route<ServiceContext>[] = [
  route({
    method: "GET",
    path: "rascunhos",
    handle: (context: ServiceContext) => ({ status: 200, body: context.stores.drafts.list() }),
  }),
  route({
    method: "GET",
    path: DRAFT,
    params: DOCUMENT_PARAMS,
    handle: (context: ServiceContext, { params }) => {
      const draft = context.stores.drafts.get(params.kind, params.name);
      if (!draft)
        return refused(404, `${documentTitle(DOCUMENT_KINDS[params.kind].fileOf(params.name))} não tem rascunho.`);
      return { status: 200, body: draft };
    },
  }),
  route({
    method: "PUT",
    path: DRAFT,
    params: DOCUMENT_PARAMS,
    body: jsonBody(draftSaveRequest, "Pedido sem os dados do rascunho, a versão aberta ou a revisão do rascunho."),
    handle: (context: ServiceContext, { params, body }) => {
      const refusal = refusedDraftName(params.kind, context, params.name);
      if (refusal) return refusal;
      const person = signedIn(context);
      const now = context.clock.now();
      const { kind, name } = params;
      const place = { db: context.stores.db, drafts: context.stores.drafts, kind, name };
      const published = (version: string | null) => publishedData(context, kind, name, version);
      const outcome = saveDraftMerging({ ...place, published }, body, person, now);
      if ("saved" in outcome) return { status: 200, body: outcome.saved };
      const theirs = outcome.conflict;
      const conflict: DraftConflict = {
        reason: "conflict",
        message: conflictMessage(theirs, outcome.samePerson, now),
        theirs: theirs && { data: theirs.data, revision: theirs.revision, by: theirs.by, at: theirs.at },
        base: outcome.base,
      };
      return { status: 409, body: conflict };
    },
  }),
  route({
    method: "GET",
    path: PENDING,
    params: DOCUMENT_PARAMS,
    handle: (context: ServiceContext, { params }) => {
      const copy = new PendingDrafts(context.stores.db).get(params.kind, params.name, signedIn(context).id);
      return copy ? { status: 200, body: copy } : refused(404, "Você não tem cópia pendente deste documento.");
    },
  }),
  route({
    method: "DELETE",
    path: PENDING,
    params: DOCUMENT_PARAMS,
    handle: (context: ServiceContext, { params }) => {
      new PendingDrafts(context.stores.db).drop(params.kind, params.name, signedIn(context).id);
      return { status: 200, body: { ok: true } };
    },
  }),
  route({
    method: "DELETE",
    path: DRAFT,
    params: DOCUMENT_PARAMS,
    handle: (context: ServiceContext, { params }) => {
      const file = DOCUMENT_KINDS[params.kind].fileOf(params.name);
      if (context.stores.drafts.discard(params.kind, params.name))
        context.stores.audit.record(signedIn(context), "descartou o rascunho de", file, "", context.clock.now());
      return { status: 200, body: { ok: true } };
    },
  }),
  route({
    method: "POST",
    path: `${DRAFT}/publicar`,
    params: DOCUMENT_PARAMS,
    body: jsonBody(draftPublishRequest, "Escreva uma mensagem que diga o que mudou."),
    permission: "publish",
    handle: async (context: ServiceContext, { params, body }) =>
      publicationAnswer(await publishDraft(context, DOCUMENT_KINDS[params.kind], params.name, body)),
  }),
  route({
    method: "POST",
    path: PRESENCE,
    params: DOCUMENT_PARAMS,
    permission: "read",
    handle: (context: ServiceContext, { params }) => {
      const others = context.stores.presence.beat(params.kind, params.name, signedIn(context), context.clock.now());
      return { status: 200, body: others };
    },
  }),
  route({
    method: "DELETE",
    path: PRESENCE,
    params: DOCUMENT_PARAMS,
    permission: "read",
    handle: (context: ServiceContext, { params }) => {
      context.stores.presence.leave(params.kind, params.name, signedIn(context));
      return { status: 200, body: { ok: true } };
    },
  }),
];
