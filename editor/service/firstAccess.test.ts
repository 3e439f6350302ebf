import { afterEach, describe, expect, it } from "vitest";
import { firstAccessLine } from "./firstAccess.ts";
import { TEST_ORIGIN, testService, type TestService } from "./testService.ts";
import { userCommand } from "./userCommand.ts";

let service: TestService;
afterEach(() => service?.app.close());

const accept = (token: string, payload: object) =>
  service.app.inject({
    method: "POST",
    url: `/_editor/api/convites/${token}`,
    headers: { "content-type": "application/json", origin: TEST_ORIGIN },
    payload,
  });
const tokenOf = (text: string) => /#convite=([\w-]+)/.exec(text)![1]!;

describe("the first administrator", () => {
  it("comes from a one-time link printed at a start with no account, which no second person can use", async () => {
    service = testService();
    const line = firstAccessLine(service)!;
    expect(line).toMatch(/^Primeiro acesso: ninguém tem conta no editor ainda\./);
    const again = firstAccessLine(service)!;
    const first = await accept(tokenOf(line), {
      name: "Ana",
      email: "ana@empresa.com.br",
      password: "senha-muito-boa",
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().person).toMatchObject({ role: "admin", email: "ana@empresa.com.br" });
    expect(firstAccessLine(service)).toBeUndefined();
    const second = await accept(tokenOf(again), { name: "Eva", email: "eva@fora.com", password: "senha-muito-boa" });
    expect(second.statusCode).toBe(410);
  });

  it("or from npm run editor:user -- add, with a password from standard input or an invitation link", async () => {
    service = testService();
    const run = (args: string[], input = "") =>
      userCommand(args, service.stores, service.context.config, service.clock, async () => input);
    const weak = await run(
      ["add", "--email", "ana@empresa.com.br", "--role", "admin", "--password-stdin"],
      "password1234\n",
    );
    expect(weak.code).toBe(1);
    expect(weak.output).toMatch(/^Esta senha é fácil de adivinhar\./);
    const created = await run(
      ["add", "--email", "ana@empresa.com.br", "--role", "admin", "--password-stdin"],
      "senha-muito-boa\n",
    );
    expect(created).toEqual({ output: "Conta criada: ana@empresa.com.br (Administrador).", code: 0 });
    const invited = await run(["add", "--email", "bia@empresa.com.br", "--role", "publisher"]);
    expect(invited.code).toBe(0);
    const accepted = await accept(tokenOf(invited.output), { name: "Bia", password: "outra-senha-boa" });
    expect(accepted.json().person).toMatchObject({ role: "publisher", email: "bia@empresa.com.br" });
    expect((await run(["list"])).output).toBe(
      "ana@empresa.com.br\tAdministrador\tana\nbia@empresa.com.br\tPublicador\tBia",
    );
    expect((await run(["add", "--email", "x@y.z", "--role", "chefe"])).code).toBe(1);
  });
});
