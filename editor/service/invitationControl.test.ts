// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { testService, type TestService } from "./testService.ts";

let service: TestService;
afterEach(() => service?.app.close());

const PASSWORD = "girafa toca tuba no sótão";
const tokenOf = (link: string) => new URL(link).hash.slice("#convite=".length);
const idOf = async (cookie: string, email: string) =>
  ((await service.call("GET", "pessoas", cookie)).json().people as { id: number; email: string }[]).find(
    (person) => person.email === email,
  )!.id;

/** Admin 2 (Beto) invites Caio as Administrador: the invitation's token. */
async function betoInvitesCaio() {
  const ana = await service.signIn("admin", "ana@empresa.com.br");
  const beto = await service.signIn("admin", "beto@empresa.com.br");
  const invited = await service.call("POST", "pessoas", beto, { email: "caio@empresa.com.br", role: "admin" });
  return { ana, beto, token: tokenOf(invited.json().link) };
}

const accept = (token: string) =>
  service.call("POST", `convites/${token}`, undefined, { name: "Caio", password: PASSWORD });

describe("invitations under control", () => {
  it("die when the administrator who sent them is removed", async () => {
    service = testService();
    const { ana, token } = await betoInvitesCaio();
    expect((await service.call("DELETE", `pessoas/${await idOf(ana, "beto@empresa.com.br")}`, ana)).statusCode).toBe(
      200,
    );
    const opened = await service.call("GET", `convites/${token}`);
    expect(opened.statusCode).toBe(410);
    expect(opened.json().message).toBe("Este convite foi cancelado. Peça um novo a quem administra o editor.");
    expect((await accept(token)).statusCode).toBe(410);
    expect(service.stores.people.withPassword("caio@empresa.com.br")).toBeUndefined();
  });

  it("die when the administrator who sent them is no longer an administrator", async () => {
    service = testService();
    const { ana, token } = await betoInvitesCaio();
    const beto = await idOf(ana, "beto@empresa.com.br");
    expect((await service.call("PUT", `pessoas/${beto}`, ana, { role: "publisher" })).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(410);
    // Made an administrator again, the old link stays dead.
    await service.call("PUT", `pessoas/${beto}`, ana, { role: "admin" });
    expect((await accept(token)).statusCode).toBe(410);
  });

  it("cannot be used once cancelled, even by an acceptance that found it valid before", async () => {
    service = testService();
    const { ana, token } = await betoInvitesCaio();
    const { invitations } = service.stores;
    const found = invitations.find(token, service.clock.now());
    if ("problem" in found) throw new Error(found.problem);
    // An acceptance hashes the password between finding the invitation and using it; meanwhile Beto is removed,
    // which cancels what he sent.
    expect((await service.call("DELETE", `pessoas/${await idOf(ana, "beto@empresa.com.br")}`, ana)).statusCode).toBe(
      200,
    );
    expect(invitations.use(found.id, service.clock.now())).toBe(false);
  });

  it("are listed in Pessoas with who sent them, and an administrator cancels one", async () => {
    service = testService();
    const { ana, token } = await betoInvitesCaio();
    const listing = (await service.call("GET", "pessoas", ana)).json();
    expect(listing.invitations).toEqual([
      {
        id: expect.any(Number),
        email: "caio@empresa.com.br",
        role: "admin",
        invitedBy: "Pessoa admin",
        expiresAt: expect.any(Number),
      },
    ]);
    const cancelled = await service.call("DELETE", `convites-pendentes/${listing.invitations[0].id}`, ana);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().invitations).toEqual([]);
    expect((await accept(token)).statusCode).toBe(410);
    expect((await service.call("DELETE", `convites-pendentes/${listing.invitations[0].id}`, ana)).statusCode).toBe(404);
    const audit = service.stores.audit.latest().map((line) => `${line.action} ${line.subject}`);
    expect(audit).toContain("cancelou o convite de caio@empresa.com.br");
    const editor = await service.signIn("editor", "edu@empresa.com.br");
    expect((await service.call("DELETE", `convites-pendentes/1`, editor)).statusCode).toBe(403);
  });

  it("leave the list once accepted", async () => {
    service = testService();
    const { ana, token } = await betoInvitesCaio();
    expect((await accept(token)).statusCode).toBe(200);
    expect((await service.call("GET", "pessoas", ana)).json().invitations).toEqual([]);
  });
});
