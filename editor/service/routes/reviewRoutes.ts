/**
 * Review under /_editor/api/revisoes: the Publishers' list (each draft with its changes by block and field), asking
 * for review of a document's draft, a document's request (to show the requester a Publisher's comment), and sending
 * a draft back with a comment. Publishing one goes through the drafts' own route (rascunhos/:kind/:name/publicar).
 */
import { z } from "zod";
import { refused } from "../../server/http.ts";
import { jsonBody, route, type Route } from "../../server/routing/route.ts";
import { documentTitle } from "../../shared/documentName.ts";
import type { ReviewRequest, ReviewReturn } from "../../shared/review.ts";
import { DOCUMENT_KINDS } from "../drafts/draftKinds.ts";
import { askReview } from "../review/askReview.ts";
import { reviewItems, reviewView } from "../review/reviewItems.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";
import { DOCUMENT_PARAMS } from "./draftRequests.ts";

const REVIEW = "revisoes/:kind/:name";

const askRequest = z.object({ note: z.string().trim().max(1000).optional() }) satisfies z.ZodType<ReviewRequest>;
const returnRequest = z.object({
  comment: z.string().trim().min(1, "Escreva um comentário que diga o que mudar.").max(2000),
}) satisfies z.ZodType<ReviewReturn>;

/** The review routes: reading needs an account, asking needs editing, sending back needs publishing. */
export const REVIEW_ROUTES: Route<ServiceContext>[] = [
  route({
    method: "GET",
    path: "revisoes",
    handle: async (context: ServiceContext) => ({ status: 200, body: await reviewItems(context) }),
  }),
  route({
    method: "GET",
    path: REVIEW,
    params: DOCUMENT_PARAMS,
    handle: (context: ServiceContext, { params }) => {
      const request = context.stores.reviews.get(params.kind, params.name);
      return { status: 200, body: request ? reviewView(request) : null };
    },
  }),
  route({
    method: "POST",
    path: REVIEW,
    params: DOCUMENT_PARAMS,
    body: jsonBody(askRequest, "Pedido de revisão mal formado: a observação deve ser um texto de até 1000 letras."),
    handle: (context: ServiceContext, { params, body }) => {
      const file = DOCUMENT_KINDS[params.kind].fileOf(params.name);
      if (!context.stores.drafts.get(params.kind, params.name))
        return refused(404, `${documentTitle(file)} não tem rascunho: faça uma alteração antes de pedir revisão.`);
      askReview(context, params.kind, params.name, file, body.note ?? "");
      return { status: 200, body: reviewView(context.stores.reviews.get(params.kind, params.name)!) };
    },
  }),
  route({
    method: "POST",
    path: `${REVIEW}/devolver`,
    params: DOCUMENT_PARAMS,
    body: jsonBody(returnRequest, "Escreva um comentário que diga o que mudar."),
    permission: "publish",
    handle: (context: ServiceContext, { params, body }) => {
      const file = DOCUMENT_KINDS[params.kind].fileOf(params.name);
      const person = signedIn(context);
      const now = context.clock.now();
      if (!context.stores.reviews.giveBack(params.kind, params.name, body.comment, person, now))
        return refused(
          404,
          `${documentTitle(file)} não está na lista de revisões: já foi devolvida, publicada ou descartada.`,
        );
      context.stores.audit.record(person, "devolveu com comentário", file, body.comment, now);
      const returned = context.stores.reviews.get(params.kind, params.name)!;
      void context.notices.reviewReturned(returned, body.comment, person);
      return { status: 200, body: reviewView(returned) };
    },
  }),
];
