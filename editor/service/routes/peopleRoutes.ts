/**
 * The administrators' account endpoints: "Pessoas" (everyone, whether their sign-in is locked, the invitations not
 * yet accepted and who sent them), inviting, cancelling an invitation, changing a role, removing an account, unlocking
 * a sign-in, requiring two-step sign-in of Publicadores and Administradores, and "Registro de atividades".
 */
import type { InvitationLink, PeopleListing } from "../../shared/accounts.ts";
import { ROLE_NAMES } from "../../shared/permissions.ts";
import { refused } from "../../server/http.ts";
import { jsonBody, route, type Route } from "../../server/routing/route.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";
import { invitationLink, view } from "./accountAnswers.ts";
import { inviteRequest, PERSON_PARAMS, roleRequest, twoStepRequirementRequest } from "./accountRequests.ts";

const GONE = "Essa pessoa não tem mais conta no editor.";
const LAST_ADMIN = "É preciso haver pelo menos um administrador: dê esse papel a outra pessoa antes.";

/** "Pessoas" as the screen shows it. */
function listing(context: ServiceContext): PeopleListing {
  const { people, invitations, signInLimit, twoStep } = context.stores;
  const now = context.clock.now();
  const locked = signInLimit.locked(now);
  return {
    people: people
      .list()
      .map((person) => ({ ...view(person), locked: locked.has(person.email), twoStep: twoStep.isOn(person.id) })),
    invitations: invitations.pending(now),
    twoStepRequired: twoStep.requiredOfRoles(),
  };
}

/** The administrators' routes. */
export const PEOPLE_ROUTES: Route<ServiceContext>[] = [
  route({
    method: "GET",
    path: "pessoas",
    permission: "manage",
    handle: (context: ServiceContext) => ({ status: 200, body: listing(context) }),
  }),
  route({
    method: "POST",
    path: "pessoas",
    permission: "manage",
    body: jsonBody(inviteRequest, "Escreva o e-mail da pessoa e escolha o papel."),
    handle: (context: ServiceContext, { body }) => {
      const { people, invitations, audit } = context.stores;
      const now = context.clock.now();
      if (people.withPassword(body.email)) return refused(409, "Essa pessoa já tem conta no editor.");
      const inviter = signedIn(context);
      const { token, expiresAt } = invitations.create(
        { role: body.role, email: body.email, invitedBy: inviter.id, firstAccess: false },
        now,
      );
      audit.record(inviter, "convidou", body.email, ROLE_NAMES[body.role], now);
      const link = invitationLink(context, token);
      void context.notices.invited(body.email, inviter, ROLE_NAMES[body.role], link, expiresAt);
      return { status: 200, body: { link, expiresAt } satisfies InvitationLink };
    },
  }),
  route({
    method: "DELETE",
    path: "convites-pendentes/:id",
    params: PERSON_PARAMS,
    permission: "manage",
    handle: (context: ServiceContext, { params }) => {
      const now = context.clock.now();
      const email = context.stores.invitations.revoke(params.id, now);
      if (email === undefined) return refused(404, "Este convite já foi aceito ou cancelado.");
      context.stores.audit.record(signedIn(context), "cancelou o convite de", email, "", now);
      return { status: 200, body: listing(context) };
    },
  }),
  route({
    method: "PUT",
    path: "pessoas/:id",
    params: PERSON_PARAMS,
    permission: "manage",
    body: jsonBody(roleRequest, "Escolha o papel: Editor, Publicador ou Administrador."),
    handle: (context: ServiceContext, { params, body }) => {
      const { people, invitations, audit } = context.stores;
      const now = context.clock.now();
      const target = people.byId(params.id);
      if (!target) return refused(404, GONE);
      if (target.role === "admin" && body.role !== "admin" && people.admins() === 1) return refused(409, LAST_ADMIN);
      people.setRole(target.id, body.role);
      // Only administrators invite: the invitations of one who no longer is die with the role.
      if (body.role !== "admin") invitations.revokeSentBy(target.id, now);
      audit.record(signedIn(context), "mudou o papel de", target.email, ROLE_NAMES[body.role], now);
      return { status: 200, body: view({ ...target, role: body.role }) };
    },
  }),
  route({
    method: "DELETE",
    path: "pessoas/:id",
    params: PERSON_PARAMS,
    permission: "manage",
    handle: (context: ServiceContext, { params }) => {
      const { people, invitations, audit } = context.stores;
      const now = context.clock.now();
      const target = people.byId(params.id);
      if (!target) return refused(404, GONE);
      if (target.role === "admin" && people.admins() === 1) return refused(409, LAST_ADMIN);
      invitations.revokeSentBy(target.id, now);
      people.remove(target.id);
      audit.record(signedIn(context), "removeu a conta de", target.email, "", now);
      return { status: 200, body: { ok: true } };
    },
  }),
  route({
    method: "POST",
    path: "pessoas/:id/desbloquear",
    params: PERSON_PARAMS,
    permission: "manage",
    handle: (context: ServiceContext, { params }) => {
      const { people, signInLimit, audit } = context.stores;
      const now = context.clock.now();
      const target = people.byId(params.id);
      if (!target) return refused(404, GONE);
      if (signInLimit.unlock(target.email, now))
        audit.record(signedIn(context), "desbloqueou a entrada de", target.email, "", now);
      return { status: 200, body: listing(context) };
    },
  }),
  route({
    method: "PUT",
    path: "duas-etapas-obrigatoria",
    permission: "manage",
    body: jsonBody(twoStepRequirementRequest, "Diga se a verificação em duas etapas é obrigatória."),
    handle: (context: ServiceContext, { body }) => {
      context.stores.twoStep.requireOfRoles(body.required);
      context.stores.audit.record(
        signedIn(context),
        body.required ? "exigiu a verificação em duas etapas de" : "deixou opcional a verificação em duas etapas de",
        "Publicadores e Administradores",
        "",
        context.clock.now(),
      );
      return { status: 200, body: listing(context) };
    },
  }),
  route({
    method: "GET",
    path: "registro",
    permission: "manage",
    handle: (context: ServiceContext) => ({ status: 200, body: context.stores.audit.latest() }),
  }),
];
