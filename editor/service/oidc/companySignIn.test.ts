/**
 * Sign-in with the company's account against a real OpenID Connect provider (oidc-provider) on a local port: the
 * browser's part (following redirects, keeping the provider's cookies, filling its development login form) is done
 * by fetch with a small cookie jar.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TEST_ORIGIN, testService, type TestService } from "../testService.ts";

const CLIENT = { client_id: "editor-do-site", client_secret: "segredo-do-editor-de-teste" };
let server: Server;
let issuer: string;
let service: TestService;

beforeEach(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ ...CLIENT, redirect_uris: [`${TEST_ORIGIN}/_editor/api/oidc/retorno`] }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The development login form takes any login: it becomes the subject, and the e-mail.
    findAccount: (_context, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true, name: "Ana Lima" }),
    }),
    cookies: { keys: ["chave-de-teste-do-provedor"] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  });
  server.on("request", provider.callback());
});
afterEach(async () => {
  await service?.app.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Follows the provider's redirects and login/consent forms as a browser would, up to the return to the editor. */
async function signInAtProvider(start: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  let url = new URL(start);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.origin === TEST_ORIGIN) return url;
    const answer = await fetch(url, {
      method: body ? "POST" : "GET",
      redirect: "manual",
      headers: { cookie: cookieHeader(), ...(body && { "content-type": "application/x-www-form-urlencoded" }) },
      body,
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      jar.set(name!, value.join("="));
    }
    body = undefined;
    const location = answer.headers.get("location");
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await answer.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!prompt) throw new Error(`unexpected provider page (${answer.status}): ${page.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)![1]!;
    url = new URL(action, url);
    body = new URLSearchParams(prompt === "login" ? { prompt, login, password: "qualquer" } : { prompt });
  }
  throw new Error("too many steps at the provider");
}

/** Starts at the editor, signs in at the provider as `login`, and comes back: the editor's answer to the return. */
async function companySignIn(login: string) {
  const start = await service.app.inject({ method: "GET", url: "/_editor/api/oidc/entrar" });
  expect(start.statusCode).toBe(302);
  const stateCookie = String(start.headers["set-cookie"]).split(";")[0]!;
  expect(String(start.headers["set-cookie"])).toContain("SameSite=Lax");
  const back = await signInAtProvider(String(start.headers.location), login);
  return service.app.inject({ method: "GET", url: back.pathname + back.search, headers: { cookie: stateCookie } });
}

const sessionOf = async (setCookie: string | string[] | undefined) => {
  const cookie = [setCookie ?? []]
    .flat()
    .find((line) => line.startsWith("editor_sessao="))!
    .split(";")[0]!;
  return (await service.app.inject({ method: "GET", url: "/_editor/api/sessao", headers: { cookie } })).json();
};

describe("signing in with the company's account", () => {
  it("gives a person of the company's domain an Editor account and a session, and sends them to the editor", async () => {
    service = testService({
      oidc: { issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret, domain: "empresa.com.br" },
    });
    const back = await companySignIn("ana@empresa.com.br");
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe("/_editor");
    expect(await sessionOf(back.headers["set-cookie"])).toMatchObject({
      mode: "service",
      person: { email: "ana@empresa.com.br", name: "Ana Lima", role: "editor" },
    });
    expect(service.stores.audit.latest()[0]).toMatchObject({ who: "Ana Lima", action: "entrou pela primeira vez" });
  });

  it("signs an invited person in with the role they were given", async () => {
    service = testService({ oidc: { issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret } });
    service.stores.people.add({ name: "Bia", email: "bia@outra.com", role: "publisher" }, null, 0);
    const back = await companySignIn("bia@outra.com");
    expect((await sessionOf(back.headers["set-cookie"])).person).toMatchObject({ role: "publisher" });
  });

  it("refuses, in Portuguese, an e-mail outside the domain, and an uninvited one when no domain is set", async () => {
    service = testService({
      oidc: { issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret, domain: "empresa.com.br" },
    });
    const outside = await companySignIn("eva@gmail.com");
    expect(outside.statusCode).toBe(403);
    expect(outside.body).toContain(
      "Só contas da empresa (@empresa.com.br) entram no editor. Você entrou como eva@gmail.com.",
    );
    expect(outside.headers["set-cookie"]).not.toContain("editor_sessao=");
    await service.app.close();
    service = testService({ oidc: { issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret } });
    const uninvited = await companySignIn("caio@empresa.com.br");
    expect(uninvited.statusCode).toBe(403);
    expect(uninvited.body).toContain("caio@empresa.com.br não tem conta no editor. Peça um convite");
  });

  it("refuses a return whose state is not the one this browser started", async () => {
    service = testService({
      oidc: { issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret, domain: "empresa.com.br" },
    });
    const start = await service.app.inject({ method: "GET", url: "/_editor/api/oidc/entrar" });
    const back = await signInAtProvider(String(start.headers.location), "ana@empresa.com.br");
    const forged = await service.app.inject({
      method: "GET",
      url: back.pathname + back.search,
      headers: { cookie: "editor_oidc=outro-estado" },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("Este retorno do login não é mais válido");
  });
});
