import { afterEach, describe, expect, it } from "vitest";
import { roleMay, type Role } from "../shared/permissions.ts";
import { SERVICE_ROUTES } from "./serviceApi.ts";
import { SESSION_IDLE } from "./sessions/sessions.ts";
import { FAILURES_ALLOWED } from "./sessions/signInLimit.ts";
import { TEST_PASSWORD, testService, type TestService } from "./testService.ts";

let service: TestService;
afterEach(() => service?.app.close());

const call = (method: string, path: string, cookie?: string, payload?: unknown) =>
  service!.call(method, path, cookie, payload);

/** A concrete address for a route's pattern. */
const addressOf = (pattern: string) =>
  pattern
    .replace(":commit", "0".repeat(40))
    .replace(":id", "1")
    .replace(":token", "t".repeat(43))
    .replace(/:\w+/g, "home");

describe("signing in", () => {
  it("answers a wrong password and an unknown e-mail alike, in Portuguese, and sets no cookie", async () => {
    service = testService();
    await service.signIn("editor", "ana@empresa.com.br");
    for (const email of ["ana@empresa.com.br", "ninguem@empresa.com.br"]) {
      const answer = await call("POST", "entrar", undefined, { email, password: "errada-errada" });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe("E-mail ou senha incorretos. Confira e tente de novo.");
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("gives a session cookie that no script reads, sent over HTTPS only and never by another site", async () => {
    service = testService();
    service.stores.people.add({ name: "Ana", email: "ana@empresa.com.br", role: "editor" }, null, 0);
    await service.signIn("publisher", "bia@empresa.com.br");
    const answer = await call("POST", "entrar", undefined, { email: "BIA@empresa.com.br ", password: TEST_PASSWORD });
    expect(answer.statusCode).toBe(200);
    const cookie = String(answer.headers["set-cookie"]);
    expect(cookie).toMatch(/^editor_sessao=[\w-]{40,};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Strict");
    expect(answer.json()).toMatchObject({
      mode: "service",
      person: { email: "bia@empresa.com.br", role: "publisher" },
    });
  });

  it(`refuses an e-mail after ${FAILURES_ALLOWED} wrong passwords, even the right one, until the window passes`, async () => {
    service = testService();
    await service.signIn("editor", "ana@empresa.com.br");
    for (let attempt = 0; attempt < FAILURES_ALLOWED; attempt++)
      expect((await call("POST", "entrar", undefined, { email: "ana@empresa.com.br", password: "x" })).statusCode).toBe(
        401,
      );
    const limited = await call("POST", "entrar", undefined, { email: "ana@empresa.com.br", password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Muitas tentativas erradas para este e-mail\. Espere 15 minutos/);
    service.clock.move(15 * 60 * 1000 + 1);
    expect(
      (await call("POST", "entrar", undefined, { email: "ana@empresa.com.br", password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it("ends a session unused for longer than its idle time, and on signing out", async () => {
    service = testService();
    const cookie = await service.signIn("editor");
    expect((await call("GET", "pages", cookie)).statusCode).toBe(200);
    service.clock.move(SESSION_IDLE + 1);
    const expired = await call("GET", "pages", cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/^Você não está conectado/);
    const again = await service.signIn("publisher");
    expect((await call("POST", "sair", again)).statusCode).toBe(200);
    expect((await call("GET", "pages", again)).statusCode).toBe(401);
  });

  it("refuses a request another site's page sends, even with a valid session", async () => {
    service = testService();
    const cookie = await service.signIn("admin");
    const answer = await service.app.inject({
      method: "GET",
      url: "/_editor/api/pessoas",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe("Pedido de outra origem recusado: https://evil.example.");
  });
});

describe("roles on every endpoint", () => {
  const guarded = SERVICE_ROUTES.filter((route) => route.permission !== "public");

  it("asks every non-public endpoint for a session", async () => {
    service = testService();
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const answer = await call(
        route.method,
        addressOf(route.path),
        undefined,
        route.method === "GET" ? undefined : {},
      );
      expect(answer.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it.each<Role>(["editor", "publisher"])(
    "refuses a %s every endpoint their role does not grant, with 403",
    async (role) => {
      service = testService();
      const cookie = await service.signIn(role);
      const forbidden = guarded.filter((route) => !roleMay(role, route.permission));
      expect(forbidden.length).toBeGreaterThan(0);
      for (const route of forbidden) {
        const answer = await call(route.method, addressOf(route.path), cookie, route.method === "GET" ? undefined : {});
        expect(answer.statusCode, `${route.method} ${route.path}`).toBe(403);
        expect(answer.json().message).toMatch(/^Seu papel \((Editor|Publicador)\) não permite /);
      }
    },
  );

  it("refuses an Editor's request to publish a page with 403, and lets them read it", async () => {
    service = testService();
    const cookie = await service.signIn("editor");
    const publish = await call("POST", "publish/home", cookie, { message: "Nova versão" });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().message).toBe(
      "Seu papel (Editor) não permite publicar, agendar ou restaurar. Peça a um Publicador ou a um Administrador.",
    );
    expect((await call("GET", "pages/home", cookie)).statusCode).toBe(200);
  });
});

describe("invitations", () => {
  it("lets an administrator invite an Editor by a one-time link that creates the account and signs them in", async () => {
    service = testService();
    const admin = await service.signIn("admin");
    const invited = await call("POST", "pessoas", admin, { email: "caio@empresa.com.br", role: "editor" });
    expect(invited.statusCode).toBe(200);
    const token = new URL(invited.json().link).hash.replace("#convite=", "");
    expect((await call("GET", `convites/${token}`)).json()).toEqual({ role: "editor", email: "caio@empresa.com.br" });
    const weak = await call("POST", `convites/${token}`, undefined, { name: "Caio", password: "curta" });
    expect(weak.json().message).toMatch(/^Use uma senha com pelo menos 12 caracteres\./);
    const accepted = await call("POST", `convites/${token}`, undefined, {
      name: "Caio",
      password: "girafa toca tuba no sótão",
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().person).toMatchObject({ name: "Caio", role: "editor" });
    const reused = await call("POST", `convites/${token}`, undefined, { name: "Outro", password: "uma-senha-boa" });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe("Este convite já foi usado. Entre com seu e-mail e senha.");
    const audit = (await call("GET", "registro", admin)).json() as { action: string; subject: string }[];
    expect(audit.map((line) => line.action)).toEqual(["aceitou o convite", "convidou", "entrou"]);
  });

  it("refuses an expired invitation", async () => {
    service = testService();
    const admin = await service.signIn("admin");
    const link = (await call("POST", "pessoas", admin, { email: "caio@empresa.com.br", role: "editor" })).json().link;
    service.clock.move(8 * 24 * 60 * 60 * 1000);
    const answer = await call("GET", `convites/${new URL(link).hash.slice("#convite=".length)}`);
    expect(answer.statusCode).toBe(410);
    expect(answer.json().message).toBe("Este convite expirou. Peça um novo a quem administra o editor.");
  });

  it("keeps at least one administrator", async () => {
    service = testService();
    const admin = await service.signIn("admin");
    const [me] = (await call("GET", "pessoas", admin)).json().people as { id: number }[];
    const demoted = await call("PUT", `pessoas/${me!.id}`, admin, { role: "editor" });
    expect(demoted.statusCode).toBe(409);
    expect((await call("DELETE", `pessoas/${me!.id}`, admin)).statusCode).toBe(409);
  });
});

describe("work in progress on the service", () => {
  it("is never written to the site's files before publication: the file saves are not served", async () => {
    service = testService();
    const cookie = await service.signIn("admin");
    for (const path of ["pages/home", "collections/segmentos", "site"]) {
      const answer = await call("PUT", path, cookie, { data: {}, version: null });
      expect(answer.statusCode, path).toBe(405);
    }
  });
});
