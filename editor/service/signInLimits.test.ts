// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";
import { clientAddress } from "./sessions/clientAddress.ts";
import { ADDRESS_ATTEMPTS_ALLOWED, FAILURES_ALLOWED, WINDOW } from "./sessions/signInLimit.ts";
import { TEST_ORIGIN, TEST_PASSWORD, testService, type TestService } from "./testService.ts";

let service: TestService;
afterEach(() => service?.app.close());

const ANA = "ana@empresa.com.br";
const ATTACKER = "203.0.113.9";
const OWNER = "198.51.100.7";

/** Sends a sign-in as a browser at `address` would (over the Fastify app), with any extra headers. */
const signInFrom = (address: string, email: string, password: string, headers: Record<string, string> = {}) =>
  service.app.inject({
    method: "POST",
    url: "/_editor/api/entrar",
    remoteAddress: address,
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...headers },
    payload: { email, password },
  });

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((count, { statusCode }) => {
    count[statusCode] = (count[statusCode] ?? 0) + 1;
    return count;
  }, {});

describe("the sign-in limits", () => {
  it("check no more of 40 guesses sent at once than of 40 sent one by one, and refuse the right password after them", async () => {
    service = testService();
    await service.signIn("editor", ANA);
    const guesses = Array.from({ length: 40 }, (_, index) => signInFrom(ATTACKER, ANA, `errada-${index}`));
    const answers = await Promise.all([...guesses, signInFrom(ATTACKER, ANA, TEST_PASSWORD)]);
    expect(statuses(answers)).toEqual({ 401: FAILURES_ALLOWED, 429: 41 - FAILURES_ALLOWED });
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(answers.at(-1)!.headers["set-cookie"]).toBeUndefined();
  });

  it("let the owner in from their own address while someone elsewhere is locked out of their account", async () => {
    service = testService();
    await service.signIn("editor", ANA);
    for (let guess = 0; guess < FAILURES_ALLOWED; guess++)
      expect((await signInFrom(ATTACKER, ANA, `errada-${guess}`)).statusCode).toBe(401);
    const locked = await signInFrom(ATTACKER, ANA, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Muitas tentativas erradas para este e-mail\. Espere 15 minutos/);
    expect((await signInFrom(OWNER, ANA, TEST_PASSWORD)).statusCode).toBe(200);
    service.clock.move(WINDOW + 1);
    expect((await signInFrom(ATTACKER, ANA, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("refuse an address that tries many accounts, sequentially or at once, and no other address", async () => {
    service = testService();
    await service.signIn("editor", ANA);
    const spray = Array.from({ length: 30 }, (_, index) =>
      signInFrom(ATTACKER, `pessoa${index}@empresa.com.br`, "senha123456789"),
    );
    const answers = await Promise.all(spray);
    expect(statuses(answers)).toEqual({ 401: ADDRESS_ATTEMPTS_ALLOWED, 429: 30 - ADDRESS_ATTEMPTS_ALLOWED });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toBe(
      "Muitas tentativas de entrar a partir da sua rede. Espere 15 minutos e tente de novo.",
    );
    expect((await signInFrom(ATTACKER, ANA, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await signInFrom(OWNER, ANA, TEST_PASSWORD)).statusCode).toBe(200);
    const lines = service.stores.audit.latest().map((line) => [line.action, line.subject]);
    expect(lines).toContainEqual(["bloqueou as entradas a partir do endereço", ATTACKER]);
  });

  it("lock and unlock in Pessoas, each in Registro de atividades", async () => {
    service = testService();
    const admin = await service.signIn("admin");
    await service.signIn("editor", ANA);
    for (let guess = 0; guess < FAILURES_ALLOWED; guess++) await signInFrom(ATTACKER, ANA, `errada-${guess}`);
    const listed = (await service.call("GET", "pessoas", admin)).json().people as { id: number; email: string }[];
    const ana = listed.find((person) => person.email === ANA)!;
    expect(ana).toMatchObject({ locked: true });
    expect(listed.find((person) => person.email !== ANA)).toMatchObject({ locked: false });

    const unlocked = await service.call("POST", `pessoas/${ana.id}/desbloquear`, admin);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().people.find((person: { email: string }) => person.email === ANA).locked).toBe(false);
    expect((await signInFrom(ATTACKER, ANA, TEST_PASSWORD)).statusCode).toBe(200);

    const audit = (await service.call("GET", "registro", admin)).json() as {
      who: string;
      action: string;
      subject: string;
      detail: string;
    }[];
    const lines = audit.map(({ who, action, subject }) => `${who} ${action} ${subject}`);
    expect(lines).toContain(`Serviço bloqueou a entrada de ${ANA}`);
    expect(lines).toContain(`Pessoa admin desbloqueou a entrada de ${ANA}`);
    expect(audit.find((line) => line.action === "bloqueou a entrada de")!.detail).toContain(ATTACKER);
    // Only administrators unlock.
    const editor = await service.signIn("editor", "edu@empresa.com.br");
    expect((await service.call("POST", `pessoas/${ana.id}/desbloquear`, editor)).statusCode).toBe(403);
  });

  it("take the address from X-Forwarded-For only when EDITOR_TRUST_PROXY says a proxy writes it", async () => {
    service = testService();
    await service.signIn("editor", ANA);
    // Not trusted: whatever the client writes there, its guesses count against its connection's address.
    for (let guess = 0; guess < FAILURES_ALLOWED; guess++)
      await signInFrom(ATTACKER, ANA, `errada-${guess}`, { "x-forwarded-for": `192.0.2.${guess}` });
    expect((await signInFrom(ATTACKER, ANA, TEST_PASSWORD, { "x-forwarded-for": "192.0.2.99" })).statusCode).toBe(429);
    await service.app.close();

    service = testService({ trustProxy: true });
    await service.signIn("editor", ANA);
    const proxy = "10.0.0.2";
    for (let guess = 0; guess < FAILURES_ALLOWED; guess++)
      await signInFrom(proxy, ANA, `errada-${guess}`, { "x-forwarded-for": `192.0.2.${guess}, ${ATTACKER}` });
    // The proxy appends the address it saw: what the attacker wrote before it changes nothing.
    expect(
      (await signInFrom(proxy, ANA, TEST_PASSWORD, { "x-forwarded-for": `192.0.2.99, ${ATTACKER}` })).statusCode,
    ).toBe(429);
    expect((await signInFrom(proxy, ANA, TEST_PASSWORD, { "x-forwarded-for": OWNER })).statusCode).toBe(200);
  });

  it("count an IPv6 client by its /64 network: changing the last 64 bits of the address gets no new guesses", async () => {
    service = testService();
    await service.signIn("editor", ANA);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, guess) => signInFrom(`2001:db8:0:1::${guess + 1}`, ANA, `errada-${guess}`)),
    );
    expect(statuses(guesses)).toEqual({ 401: FAILURES_ALLOWED, 429: 30 - FAILURES_ALLOWED });
    // The same through a trusted proxy, and an address of another network is another client.
    await service.app.close();
    service = testService({ trustProxy: true });
    await service.signIn("editor", ANA);
    for (let guess = 0; guess < FAILURES_ALLOWED; guess++)
      await signInFrom("10.0.0.2", ANA, `errada-${guess}`, { "x-forwarded-for": `2001:db8:0:1:${guess}::9` });
    expect(
      (await signInFrom("10.0.0.2", ANA, TEST_PASSWORD, { "x-forwarded-for": "2001:db8:0:1:ffff::9" })).statusCode,
    ).toBe(429);
    expect(
      (await signInFrom("10.0.0.2", ANA, TEST_PASSWORD, { "x-forwarded-for": "2001:db8:0:2::9" })).statusCode,
    ).toBe(200);
  });

  it("read EDITOR_TRUST_PROXY as off unless it is 1 or true", () => {
    expect(readConfig({}, "/projeto")).toMatchObject({ trustProxy: false });
    expect(readConfig({ EDITOR_TRUST_PROXY: "1" }, "/projeto")).toMatchObject({ trustProxy: true });
    expect(readConfig({ EDITOR_TRUST_PROXY: "sim" }, "/projeto")).toEqual({
      problems: ["EDITOR_TRUST_PROXY: valor inválido."],
    });
    expect(clientAddress("10.0.0.2", "1.2.3.4, 5.6.7.8", false)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "1.2.3.4, 5.6.7.8", true)).toBe("5.6.7.8");
    expect(clientAddress("10.0.0.2", undefined, true)).toBe("10.0.0.2");
  });
});
