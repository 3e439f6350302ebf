/**
 * What the service tells people: the badges' counts under avisos (read every few seconds by the open editor), and
 * under conta/avisos the e-mails each person chose to receive.
 */
import { z } from "zod";
import { MAIL_NOTICES, type MailChoicesView, type MailNotice, type NoticeCounts } from "../../shared/notices.ts";
import { roleMay } from "../../shared/permissions.ts";
import { jsonBody, route, type Route } from "../../server/routing/route.ts";
import { DOCUMENT_KINDS } from "../drafts/draftKinds.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";

/** The badges' counts as `context`'s person sees them. */
function counts(context: ServiceContext): NoticeCounts {
  const me = signedIn(context);
  const requests = context.stores.reviews.all();
  return {
    asked: roleMay(me.role, "publish") ? requests.filter((request) => !request.returned).length : 0,
    returnedToMe: requests.filter((request) => request.returned && request.personId === me.id).length,
    reviews: requests.map(({ kind, name, returned, personId }) => ({
      kind,
      name,
      file: DOCUMENT_KINDS[kind].fileOf(name),
      state: returned ? "returned" : "asked",
      mine: personId === me.id,
    })),
  };
}

const choices = (context: ServiceContext): MailChoicesView => ({
  mailOn: context.notices.mailOn,
  wanted: context.stores.mailChoices.of(signedIn(context).id),
});

const choiceRequest = z.object({
  wanted: z.partialRecord(z.enum(MAIL_NOTICES as [MailNotice, ...MailNotice[]]), z.boolean()),
});

/** The notice routes: every role reads its badges and chooses its e-mails. */
export const NOTICE_ROUTES: Route<ServiceContext>[] = [
  route({
    method: "GET",
    path: "avisos",
    permission: "read",
    handle: (context: ServiceContext) => ({ status: 200, body: counts(context) }),
  }),
  route({
    method: "GET",
    path: "conta/avisos",
    permission: "read",
    handle: (context: ServiceContext) => ({ status: 200, body: choices(context) }),
  }),
  route({
    method: "PUT",
    path: "conta/avisos",
    permission: "read",
    body: jsonBody(choiceRequest, "Escolha quais avisos por e-mail você quer receber."),
    handle: (context: ServiceContext, { body }) => {
      context.stores.mailChoices.choose(signedIn(context).id, body.wanted);
      return { status: 200, body: choices(context) };
    },
  }),
];
