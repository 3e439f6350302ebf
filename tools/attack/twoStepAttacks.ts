/**
 * Two-step sign-in under attack, behind a trusted proxy so that each actor has an address of its own: codes guessed
 * with the right password, a code and a recovery code used twice, and the second step replaced or turned off with a
 * session alone.
 */
import { base32Bytes, totp } from "../../editor/service/testTotp.ts";
import { FAILURES_ALLOWED } from "../../editor/service/sessions/signInLimit.ts";
import { statusCounts, type ServiceClient } from "./serviceClient.ts";
import { judged, type Finding } from "./verdict.ts";

const STEP = 30_000;
const from = (address: string) => ({ "x-forwarded-for": address });

/** Sets two-step sign-in up for the person signed in with `cookie`: their secret and recovery codes. */
async function setUp(client: ServiceClient, cookie: string): Promise<{ secret: Buffer; recovery: string[] }> {
  const begun = await client.call("POST", "conta/duas-etapas/inicio", { cookie });
  if (begun.status !== 200) throw new Error(`ativar as duas etapas: ${begun.status} ${begun.text}`);
  const secret = base32Bytes((JSON.parse(begun.text) as { secret: string }).secret);
  const confirmed = await client.call("POST", "conta/duas-etapas", {
    cookie,
    body: { code: totp(secret, Date.now()) },
  });
  if (confirmed.status !== 200) throw new Error(`confirmar as duas etapas: ${confirmed.status} ${confirmed.text}`);
  return { secret, recovery: (JSON.parse(confirmed.text) as { recoveryCodes: string[] }).recoveryCodes };
}

/** The attacks on `person`'s second step (a Publicador whose password the attacker knows). */
export async function twoStepAttacks(
  client: ServiceClient,
  person: { email: string; password: string },
): Promise<Finding[]> {
  const signIn = (code: string, address: string) =>
    client.call("POST", "entrar", {
      body: { email: person.email, password: person.password, code },
      headers: from(address),
    });
  const first = await client.signIn(person.email, person.password, from("192.0.2.10"));
  if (!first.cookie) throw new Error(`a Publicadora não entrou: ${first.status} ${first.text}`);
  const { secret, recovery } = await setUp(client, first.cookie);
  const wrongCode = (index: number) =>
    String((Number(totp(secret, Date.now())) + 1 + index) % 1_000_000).padStart(6, "0");
  const guesses = await Promise.all(Array.from({ length: 12 }, (_, index) => signIn(wrongCode(index), "192.0.2.20")));
  // The next step's code: the set-up used this one (a code is taken once), and one step of drift is allowed.
  const next = totp(secret, Date.now() + STEP);
  const rightAfter = await signIn(next, "192.0.2.20");
  const checked = guesses.filter(({ status }) => status !== 429).length;
  const once = await signIn(next, "192.0.2.30");
  const again = await signIn(next, "192.0.2.31");
  const recoveryOnce = await signIn(recovery[0]!, "192.0.2.40");
  const recoveryAgain = await signIn(recovery[0]!, "192.0.2.41");
  // Someone at the person's unlocked computer (a session, no code) points the second step at their own phone.
  const session = once.cookie ?? first.cookie;
  const replaced = await client.call("POST", "conta/duas-etapas/inicio", { cookie: session });
  const stolenSecret =
    replaced.status === 200 ? base32Bytes((JSON.parse(replaced.text) as { secret: string }).secret) : undefined;
  const confirmed =
    stolenSecret &&
    (await client.call("POST", "conta/duas-etapas", {
      cookie: session,
      body: { code: totp(stolenSecret, Date.now()) },
    }));
  // The same person at the unlocked computer guesses codes to turn the second step off.
  const offGuesses = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      client.call("POST", "conta/duas-etapas/desativar", { cookie: session, body: { code: wrongCode(index) } }),
    ),
  );
  const offRight = await client.call("POST", "conta/duas-etapas/desativar", {
    cookie: session,
    // Every code of the app's current steps was used; an unused recovery code is right too.
    body: { code: recovery[1]! },
  });
  const offChecked = offGuesses.filter(({ status }) => status !== 429).length;
  return [
    judged(
      "Códigos adivinhados para desativar as duas etapas, só com a sessão (12 de uma vez)",
      offChecked <= FAILURES_ALLOWED && offRight.status === 429,
      `${statusCounts(offGuesses)}; um código de recuperação certo depois: ${offRight.status} (no máximo ${FAILURES_ALLOWED} conferidos)`,
      "medium",
    ),
    judged(
      "Códigos de duas etapas adivinhados com a senha certa (12 de uma vez)",
      checked <= FAILURES_ALLOWED && rightAfter.status === 429,
      `${statusCounts(guesses)}; o código certo depois, do mesmo endereço: ${rightAfter.status}`,
      "medium",
    ),
    judged(
      "Código de duas etapas e código de recuperação usados duas vezes",
      once.status === 200 && again.status === 401 && recoveryOnce.status === 200 && recoveryAgain.status === 401,
      `código: ${once.status} e de novo ${again.status}; recuperação: ${recoveryOnce.status} e de novo ${recoveryAgain.status}`,
      "medium",
    ),
    judged(
      "Trocar o aplicativo de duas etapas só com a sessão, sem o código atual",
      confirmed === undefined || confirmed.status !== 200,
      `começar de novo: ${replaced.status}; confirmar com o aplicativo do atacante: ${confirmed ? confirmed.status : "—"}`,
      "medium",
    ),
  ];
}
