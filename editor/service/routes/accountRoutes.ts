/**
 * The service's account endpoints under /_editor/api/: who is signed in, signing in (with its limits and second step)
 * and out, and accepting an invitation; then the administrators' (peopleRoutes.ts) and each person's own
 * (ownAccountRoutes.ts).
 */
import type { InvitationView, SecondStepDue, SessionInfo } from "../../shared/accounts.ts";
import { permissionsOf, ROLE_NAMES } from "../../shared/permissions.ts";
import { refused } from "../../server/http.ts";
import { jsonBody, route, type Route } from "../../server/routing/route.ts";
import { weakPassword } from "../people/passwordStrength.ts";
import { hashPassword } from "../people/passwords.ts";
import type { ServiceContext } from "../serviceContext.ts";
import { sessionCookie } from "../sessions/sessionCookie.ts";
import { startSession, view } from "./accountAnswers.ts";
import { acceptRequest, signInRequest, TOKEN_PARAMS } from "./accountRequests.ts";
import { checkPassword } from "./checkPassword.ts";
import { OWN_ACCOUNT_ROUTES } from "./ownAccountRoutes.ts";
import { PEOPLE_ROUTES } from "./peopleRoutes.ts";

const WRONG_CODE = "Código incorreto ou já usado. Confira no aplicativo o código de agora e tente de novo.";

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
        twoStepDue: context.person ? context.stores.twoStep.due(context.person) : false,
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
      const { signInLimit, twoStep, audit } = context.stores;
      const now = context.clock.now();
      const checked = await checkPassword(context, body.email, body.password);
      if ("refusal" in checked) return checked.refusal;
      const { person, attempt } = checked;
      if (twoStep.isOn(person.id)) {
        if (!body.code) {
          // The password was right: this attempt counts neither way until the code is sent with it.
          signInLimit.withdraw(attempt);
          return { status: 200, body: { secondStep: true } satisfies SecondStepDue };
        }
        if (!twoStep.check(person.id, body.code, now)) {
          checked.failed();
          return refused(401, WRONG_CODE);
        }
      }
      signInLimit.succeeded(attempt);
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
      const weak = weakPassword(body.password, [body.name, email]);
      if (weak) return refused(400, weak);
      const hash = await hashPassword(body.password);
      // Used or cancelled while the password was hashed: say which, as a fresh look finds it.
      if (!invitations.use(found.id, now)) {
        const gone = invitations.find(params.token, context.clock.now());
        return refused(
          410,
          "problem" in gone ? gone.problem : "Este convite já foi usado. Entre com seu e-mail e senha.",
        );
      }
      const person = people.add({ name: body.name, email, role: found.role }, hash, now);
      if (!person) return refused(409, "Já existe uma conta com este e-mail. Entre com ele e sua senha.");
      audit.record(person, "aceitou o convite", person.email, ROLE_NAMES[person.role], now);
      return startSession(context, person);
    },
  }),
  ...PEOPLE_ROUTES,
  ...OWN_ACCOUNT_ROUTES,
];
