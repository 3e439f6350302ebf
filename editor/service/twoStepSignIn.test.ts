// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { FAILURES_ALLOWED } from "./sessions/signInLimit.ts";
import { TEST_PASSWORD, testService, type TestService } from "./testService.ts";
import { base32Bytes, totp } from "./testTotp.ts";

let service: TestService;
afterEach(() => service?.app.close());

const BIA = "bia@empresa.com.br";
const signIn = (payload: object) => service.call("POST", "entrar", undefined, { email: BIA, ...payload });

/** Bia, a Publicadora, sets up two-step sign-in: her secret and recovery codes. */
async function setUp(cookie: string) {
  const started = await service.call("POST", "conta/duas-etapas/inicio", cookie);
  expect(started.statusCode).toBe(200);
  const { qrCode, secret, address } = started.json() as { qrCode: string; secret: string; address: string };
  expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  // What the QR code holds, as the link that opens the app on the phone itself.
  expect(new URL(address).protocol).toBe("otpauth:");
  expect(new URL(address).searchParams.get("secret")).toBe(secret);
  const wrong = await service.call("POST", "conta/duas-etapas", cookie, { code: "000000" });
  expect(wrong.statusCode).toBe(400);
  const confirmed = await service.call("POST", "conta/duas-etapas", cookie, {
    code: totp(base32Bytes(secret), service.clock.now()),
  });
  expect(confirmed.statusCode).toBe(200);
  return { key: base32Bytes(secret), recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

describe("two-step sign-in", () => {
  it("computes codes as RFC 6238 says (its test vector), the algorithm the tests check the service with", () => {
    expect(totp(Buffer.from("12345678901234567890"), 59_000, 8)).toBe("94287082");
    expect(totp(Buffer.from("12345678901234567890"), 1_111_111_109_000, 8)).toBe("07081804");
  });

  it("asks for the app's code after the right password, accepts each code once, and each recovery code once", async () => {
    service = testService();
    const { key, recoveryCodes } = await setUp(await service.signIn("publisher", BIA));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await service.call("GET", "conta/duas-etapas", await service.signIn("admin"))).json()).toEqual({
      on: false,
      required: false,
      recoveryCodesLeft: 0,
    });

    const asked = await signIn({ password: TEST_PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ secondStep: true });
    expect(asked.headers["set-cookie"]).toBeUndefined();
    const wrongPassword = await signIn({ password: "errada-errada", code: totp(key, service.clock.now()) });
    expect(wrongPassword.statusCode).toBe(401);

    service.clock.move(30_000);
    const code = totp(key, service.clock.now());
    const wrong = await signIn({ password: TEST_PASSWORD, code: code === "123456" ? "654321" : "123456" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/^Código incorreto/);
    const right = await signIn({ password: TEST_PASSWORD, code });
    expect(right.statusCode).toBe(200);
    expect(String(right.headers["set-cookie"])).toMatch(/^editor_sessao=/);
    // The same code, seen again (someone looking over the shoulder), does not sign in.
    expect((await signIn({ password: TEST_PASSWORD, code })).statusCode).toBe(401);

    const recovery = recoveryCodes[0]!;
    expect((await signIn({ password: TEST_PASSWORD, code: recovery.toUpperCase() })).statusCode).toBe(200);
    expect((await signIn({ password: TEST_PASSWORD, code: recovery })).statusCode).toBe(401);
    const cookie = String(right.headers["set-cookie"]).split(";")[0]!;
    expect((await service.call("GET", "conta/duas-etapas", cookie)).json()).toEqual({
      on: true,
      required: false,
      recoveryCodesLeft: 9,
    });
  });

  it("counts wrong codes as wrong attempts: guessing codes is limited like guessing passwords", async () => {
    service = testService();
    const { key } = await setUp(await service.signIn("publisher", BIA));
    for (let guess = 0; guess < FAILURES_ALLOWED; guess++)
      expect((await signIn({ password: TEST_PASSWORD, code: "000000" })).statusCode).toBe(401);
    service.clock.move(30_000);
    expect((await signIn({ password: TEST_PASSWORD, code: totp(key, service.clock.now()) })).statusCode).toBe(429);
  });

  it("once an administrator requires it, lets a Publicador without it do nothing but set it up, and not turn it off", async () => {
    service = testService();
    const admin = await service.signIn("admin");
    const editor = await service.signIn("editor", "edu@empresa.com.br");
    const required = await service.call("PUT", "duas-etapas-obrigatoria", admin, { required: true });
    expect(required.json().twoStepRequired).toBe(true);
    // The administrator has not set it up either: only their account's screens answer them now.
    expect((await service.call("GET", "pessoas", admin)).statusCode).toBe(403);

    const bia = await service.signIn("publisher", BIA);
    expect((await service.call("GET", "sessao", bia)).json()).toMatchObject({ twoStepDue: true });
    const refused = await service.call("GET", "pages", bia);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Ative a verificação em duas etapas para continuar/);
    expect((await service.call("GET", "pages", editor)).statusCode).toBe(200);
    // Someone who signs in with the company's account has its provider's second step instead.
    const company = service.stores.people.add(
      { name: "Caio", email: "caio@empresa.com.br", role: "publisher" },
      null,
      0,
    )!;
    expect(service.stores.twoStep.due(company)).toBe(false);

    const { key } = await setUp(bia);
    expect((await service.call("GET", "pages", bia)).statusCode).toBe(200);
    expect((await service.call("GET", "sessao", bia)).json()).toMatchObject({ twoStepDue: false });
    service.clock.move(30_000);
    const off = await service.call("POST", "conta/duas-etapas/desativar", bia, {
      code: totp(key, service.clock.now()),
    });
    expect(off.statusCode).toBe(409);
    const audit = service.stores.audit.latest().map((line) => `${line.who} ${line.action} ${line.subject}`);
    expect(audit).toContain("Pessoa admin exigiu a verificação em duas etapas de Publicadores e Administradores");
    expect(audit).toContain(`Pessoa publisher ativou a verificação em duas etapas ${BIA}`);
  });

  it("cannot be moved to another app while it is on: a session alone never replaces the second step", async () => {
    service = testService();
    const bia = await service.signIn("publisher", BIA);
    const { key } = await setUp(bia);
    // Someone at Bia's unlocked computer starts a new set-up, to confirm it with their own phone.
    const again = await service.call("POST", "conta/duas-etapas/inicio", bia);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "A verificação em duas etapas já está ativa. Para usar outro aplicativo, desative-a com um código de agora e ative de novo.",
    );
    expect(again.json()).not.toHaveProperty("secret");
    // Her own app still signs her in.
    service.clock.move(30_000);
    expect((await signIn({ password: TEST_PASSWORD, code: totp(key, service.clock.now()) })).statusCode).toBe(200);
  });

  it("counts wrong codes sent to turn it off: a session alone cannot guess its way to turning it off", async () => {
    service = testService();
    const bia = await service.signIn("publisher", BIA);
    const { key } = await setUp(bia);
    service.clock.move(30_000);
    const code = totp(key, service.clock.now());
    const wrong = code === "123456" ? "654321" : "123456";
    const guesses = await Promise.all(
      Array.from({ length: FAILURES_ALLOWED * 2 }, () =>
        service.call("POST", "conta/duas-etapas/desativar", bia, { code: wrong }),
      ),
    );
    expect(guesses.map((guess) => guess.statusCode).sort()).toEqual([
      ...Array<number>(FAILURES_ALLOWED).fill(400),
      ...Array<number>(FAILURES_ALLOWED).fill(429),
    ]);
    const right = await service.call("POST", "conta/duas-etapas/desativar", bia, { code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Muitas tentativas erradas/);
    expect((await service.call("GET", "conta/duas-etapas", bia)).json()).toMatchObject({ on: true });
  });

  it("can be turned off by its person, with a current code, when their role does not require it", async () => {
    service = testService();
    const bia = await service.signIn("publisher", BIA);
    const { key } = await setUp(bia);
    service.clock.move(30_000);
    const off = await service.call("POST", "conta/duas-etapas/desativar", bia, {
      code: totp(key, service.clock.now()),
    });
    expect(off.json()).toEqual({ on: false, required: false, recoveryCodesLeft: 0 });
    expect((await signIn({ password: TEST_PASSWORD })).json()).toMatchObject({ person: { email: BIA } });
  });
});
