/**
 * Sign-in with the company's account (Google Workspace or any OpenID Connect provider) through openid-client: the
 * authorization code flow with PKCE, state and nonce. Two addresses, both top-level navigations rather than calls of
 * the editor's API: /_editor/api/oidc/entrar sends the browser to the provider, /_editor/api/oidc/retorno receives it
 * back, opens the person's session and sends them to the editor.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import * as client from "openid-client";
import fastifyCookie from "@fastify/cookie";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import type { ServiceContext } from "../serviceContext.ts";
import { sessionCookie } from "../sessions/sessionCookie.ts";
import { companyAccount, type CompanyClaims } from "./companyAccount.ts";
import { messagePage } from "./messagePage.ts";
import { OIDC_LOGIN_TTL, OidcLogins } from "./oidcLogins.ts";

const START = `${EDITOR_ADDRESSES.api}/oidc/entrar`;
const RETURN = `${EDITOR_ADDRESSES.api}/oidc/retorno`;
const STATE_COOKIE = "editor_oidc";
const TITLE = "Não foi possível entrar com a conta da empresa";

/**
 * The cookie that ties a return to the browser that left: SameSite=Lax, because the provider's redirect back is a
 * navigation from another site, which would not carry a Strict cookie.
 */
const stateCookie = (state: string | null) =>
  fastifyCookie.serialize(STATE_COOKIE, state ?? "", {
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    path: `${EDITOR_ADDRESSES.api}/oidc`,
    maxAge: state ? OIDC_LOGIN_TTL / 1000 : 0,
  });

type BaseContext = Omit<ServiceContext, "person" | "sessionToken">;

/** Mounts the two addresses when the service has a provider configured. */
export function mountCompanySignIn(app: FastifyInstance, base: BaseContext): void {
  const oidc = base.config.oidc;
  if (!oidc) return;
  const logins = new OidcLogins(base.stores.db);
  const redirectUri = `${base.config.publicUrl}${RETURN}`;
  let discovered: Promise<client.Configuration> | undefined;
  // Looked up at the first sign-in, and again after a failure (the provider may have been down).
  const configuration = () =>
    (discovered ??= client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        oidc.clientSecret,
        undefined,
        // A provider on plain HTTP is only ever a local one (tests, a machine's own); real providers use HTTPS.
        oidc.issuer.startsWith("http:") ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));

  const fail = (reply: FastifyReply, status: number, message: string) =>
    reply
      .code(status)
      .header("Set-Cookie", stateCookie(null))
      .header("Cache-Control", "no-store")
      .type("text/html; charset=utf-8")
      .send(messagePage(TITLE, message, EDITOR_ADDRESSES.editor));

  app.get(START, async (request, reply) => {
    let config: client.Configuration;
    try {
      config = await configuration();
    } catch (error) {
      request.log.warn(error);
      return fail(
        reply,
        502,
        "O provedor de login da empresa não respondeu. Tente de novo em alguns minutos, ou entre com e-mail e senha.",
      );
    }
    const verifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const state = logins.start({ verifier, nonce }, base.clock.now());
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
      ...(oidc.domain && { hd: oidc.domain }),
    });
    return reply.header("Set-Cookie", stateCookie(state)).header("Cache-Control", "no-store").redirect(url.href);
  });

  app.get(RETURN, async (request, reply) => {
    const state = new URL(request.url, base.config.publicUrl).searchParams.get("state") ?? "";
    const now = base.clock.now();
    const pending = state && request.cookies[STATE_COOKIE] === state ? logins.finish(state, now) : undefined;
    if (!pending)
      return fail(
        reply,
        400,
        "Este retorno do login não é mais válido (demorou demais ou já foi usado). Comece de novo pelo editor.",
      );
    let claims: CompanyClaims;
    try {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, new URL(request.url, base.config.publicUrl), {
        pkceCodeVerifier: pending.verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      // Providers that follow OpenID Connect to the letter put the e-mail in UserInfo, not in the ID token, when an access token
      // is issued: ask there, for the same subject.
      claims =
        typeof idToken.email === "string"
          ? idToken
          : await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
    } catch (error) {
      request.log.warn(error);
      return fail(
        reply,
        400,
        "O provedor da empresa recusou o login ou não confirmou quem você é. Comece de novo pelo editor.",
      );
    }
    const account = companyAccount(claims, oidc, base.stores.people, now);
    if ("problem" in account) return fail(reply, 403, account.problem);
    const { person, created } = account;
    base.stores.audit.record(
      person,
      created ? "entrou pela primeira vez" : "entrou",
      person.email,
      "conta da empresa",
      now,
    );
    const token = base.stores.sessions.start(person.id, now);
    return reply
      .header("Set-Cookie", [stateCookie(null), sessionCookie(token)])
      .header("Cache-Control", "no-store")
      .redirect(EDITOR_ADDRESSES.editor);
  });
}
