/**
 * The service's account endpoints under /_editor/api/: who is signed in, signing in and out, invitations (the first
 * administrator's link and those administrators send), the people list with their roles, and the audit list.
 */
import type { InvitationLink, InvitationView, PersonView, SessionInfo } from "../../shared/accounts.ts";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import { permissionsOf, ROLE_NAMES } from "../../shared/permissions.ts";
import { refused, type Answer } from "../../server/http.ts";
import { jsonBody, route, type Route } from "../../server/routing/route.ts";
import { hashPassword, passwordMatches, weakPassword } from "../people/passwords.ts";
import type { Person } from "../people/people.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";
import { sessionCookie } from "../sessions/sessionCookie.ts";
import {
  acceptRequest,
  inviteRequest,
  PERSON_PARAMS,
  roleRequest,
  signInRequest,
  TOKEN_PARAMS,
} from "./accountRequests.ts";

/** A hash checked when the e-mail has no account, so that the answer takes as long as for a wrong password. */
const NOBODY = hashPassword("ninguém tem esta senha");

const view = ({ id, name, email, role }: Person): PersonView => ({ id, name, email, role });

/** The answer that starts a session for `person`: who they are, and the cookie. */
function startSession(context: ServiceContext, person: Person): Answer {
  const token = context.stores.sessions.start(person.id, context.clock.now());
  const body: SessionInfo = {
    mode: "service",
    person: view(person),
    permissions: permissionsOf(person.role),
    companySignIn: null,
  };
  return { status: 200, body, headers: { "Set-Cookie": sessionCookie(token) } };
}

/** The link that opens an invitation in the editor (its token in the fragment: never sent to a server, nor logged). */
export const invitationLink = (context: Pick<ServiceContext, "config">, token: string): string =>
  `${context.config.publicUrl}${EDITOR_ADDRESSES.editor}#convite=${token}`;

const WRONG = "E-mail ou senha incorretos. Confira e tente de novo.";

/** The account routes. */
export const ACCOUNT_ROUTES: Route<ServiceContext>[] = [
  route({
    method: "GET",
    path: "saude",
    permission: "public",
    handle: () => ({ status: 200, body: { ok: true } }),
  }),
  route({
    method: "GET",
    path: "sessao",
    permission: "public",
    handle: (context: ServiceContext) => {
      const body: SessionInfo = {
        mode: "service",
        person: context.person ? view(context.person) : null,
        permissions: context.person ? permissionsOf(context.person.role) : ["public"],
        companySignIn: context.config.oidc ? "Entrar com a conta da empresa" : null,
      };
      return { status: 200, body };
    },
  }),
  route({
    method: "POST",
    path: "entrar",
    permission: "public",
    body: jsonBody(signInRequest, "Escreva seu e-mail e sua senha."),
    handle: async (context: ServiceContext, { body }) => {
      const { people, signInLimit, audit } = context.stores;
      const now = context.clock.now();
      const limited = signInLimit.refusal(body.email, now);
      if (limited) return refused(429, limited);
      const found = people.withPassword(body.email);
      const matches = await passwordMatches(found?.passwordHash ?? (await NOBODY), body.password);
      if (!found || !found.passwordHash || !matches) {
        signInLimit.failed(body.email, now);
        return refused(401, WRONG);
      }
      signInLimit.succeeded(body.email);
      const { passwordHash: _hash, ...person } = found;
      audit.record(person, "entrou", person.email, "", now);
      return startSession(context, person);
    },
  }),
  route({
    method: "POST",
    path: "sair",
    permission: "public",
    handle: (context: ServiceContext) => {
      if (context.sessionToken) context.stores.sessions.end(context.sessionToken);
      return { status: 200, body: { ok: true }, headers: { "Set-Cookie": sessionCookie(null) } };
    },
  }),
  route({
    method: "GET",
    path: "convites/:token",
    params: TOKEN_PARAMS,
    permission: "public",
    handle: (context: ServiceContext, { params }) => {
      const found = context.stores.invitations.find(params.token, context.clock.now());
      if ("problem" in found) return refused(410, found.problem);
      return { status: 200, body: { role: found.role, email: found.email } satisfies InvitationView };
    },
  }),
  route({
    method: "POST",
    path: "convites/:token",
    params: TOKEN_PARAMS,
    permission: "public",
    body: jsonBody(acceptRequest, "Escreva seu nome, seu e-mail e uma senha."),
    handle: async (context: ServiceContext, { params, body }) => {
      const { invitations, people, audit } = context.stores;
      const now = context.clock.now();
      const found = invitations.find(params.token, now);
      if ("problem" in found) return refused(410, found.problem);
      // The first administrator's link is void once anyone has an account: it cannot make a second one.
      if (found.firstAccess && people.count() > 0)
        return refused(
          410,
          "Este link de primeiro acesso não vale mais: o editor já tem administrador. Peça um convite a ele.",
        );
      const email = found.email ?? body.email;
      if (!email) return refused(400, "Escreva seu e-mail.");
      const weak = weakPassword(body.password);
      if (weak) return refused(400, weak);
      const hash = await hashPassword(body.password);
      if (!invitations.use(found.id, now))
        return refused(410, "Este convite já foi usado. Entre com seu e-mail e senha.");
      const person = people.add({ name: body.name, email, role: found.role }, hash, now);
      if (!person) return refused(409, "Já existe uma conta com este e-mail. Entre com ele e sua senha.");
      audit.record(person, "aceitou o convite", person.email, ROLE_NAMES[person.role], now);
      return startSession(context, person);
    },
  }),
  route({
    method: "GET",
    path: "pessoas",
    permission: "manage",
    handle: (context: ServiceContext) => ({ status: 200, body: context.stores.people.list().map(view) }),
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
      return { status: 200, body: { link: invitationLink(context, token), expiresAt } satisfies InvitationLink };
    },
  }),
  route({
    method: "PUT",
    path: "pessoas/:id",
    params: PERSON_PARAMS,
    permission: "manage",
    body: jsonBody(roleRequest, "Escolha o papel: Editor, Publicador ou Administrador."),
    handle: (context: ServiceContext, { params, body }) => {
      const { people, audit } = context.stores;
      const target = people.byId(params.id);
      if (!target) return refused(404, "Essa pessoa não tem mais conta no editor.");
      if (target.role === "admin" && body.role !== "admin" && people.admins() === 1)
        return refused(409, "É preciso haver pelo menos um administrador: dê esse papel a outra pessoa antes.");
      people.setRole(target.id, body.role);
      audit.record(signedIn(context), "mudou o papel de", target.email, ROLE_NAMES[body.role], context.clock.now());
      return { status: 200, body: view({ ...target, role: body.role }) };
    },
  }),
  route({
    method: "DELETE",
    path: "pessoas/:id",
    params: PERSON_PARAMS,
    permission: "manage",
    handle: (context: ServiceContext, { params }) => {
      const { people, audit } = context.stores;
      const target = people.byId(params.id);
      if (!target) return refused(404, "Essa pessoa não tem mais conta no editor.");
      if (target.role === "admin" && people.admins() === 1)
        return refused(409, "É preciso haver pelo menos um administrador: dê esse papel a outra pessoa antes.");
      people.remove(target.id);
      audit.record(signedIn(context), "removeu a conta de", target.email, "", context.clock.now());
      return { status: 200, body: { ok: true } };
    },
  }),
  route({
    method: "GET",
    path: "registro",
    permission: "manage",
    handle: (context: ServiceContext) => ({ status: 200, body: context.stores.audit.latest() }),
  }),
];
