/**
 * Guessing passwords: a burst sent at once, a spray over many accounts from one address, an address named in a forged
 * X-Forwarded-For, and an attacker elsewhere trying to lock the owner out. The limits they meet are the service's own
 * (editor/service/sessions/signInLimit.ts).
 */
import { ADDRESS_ATTEMPTS_ALLOWED, FAILURES_ALLOWED } from "../../editor/service/sessions/signInLimit.ts";
import { statusCounts, type ServiceClient } from "./serviceClient.ts";
import { judged, type Finding } from "./verdict.ts";

const wrong = (index: number) => `palpite-errado-numero-${index}`;
/** The answers that show a password was checked (not refused by a limit first). */
const checked = (statuses: readonly { status: number }[]) => statuses.filter(({ status }) => status !== 429).length;

/** From the connection's address (no proxy believed): a burst on `target`, a forged address, then a spray. */
export async function guessingFromOneAddress(
  client: ServiceClient,
  target: { email: string; password: string },
): Promise<Finding[]> {
  const burst = await Promise.all(Array.from({ length: 40 }, (_, index) => client.signIn(target.email, wrong(index))));
  const right = await client.signIn(target.email, target.password);
  const burstChecked = checked(burst);
  const forged = await client.signIn(target.email, target.password, { "x-forwarded-for": "198.51.100.99" });
  const spray = await Promise.all(
    Array.from({ length: 60 }, (_, index) => client.signIn(`pessoa${index % 30}@empresa.com.br`, wrong(index))),
  );
  const fromAddress = burstChecked + checked(spray);
  return [
    judged(
      "Palpites de uma vez (40 senhas erradas simultâneas, uma conta)",
      burstChecked <= FAILURES_ALLOWED && right.status === 429,
      `${statusCounts(burst)}; a senha certa depois: ${right.status} (no máximo ${FAILURES_ALLOWED} conferidas)`,
      "high",
    ),
    judged(
      "X-Forwarded-For inventado sem EDITOR_TRUST_PROXY",
      forged.status === 429,
      `a conta bloqueada neste endereço, pedindo como 198.51.100.99: ${forged.status}`,
      "medium",
    ),
    judged(
      "Senhas espalhadas por 30 contas a partir de um endereço (60 pedidos simultâneos)",
      fromAddress <= ADDRESS_ATTEMPTS_ALLOWED,
      `${statusCounts(spray)}; ${fromAddress} senhas conferidas a partir do endereço (no máximo ${ADDRESS_ATTEMPTS_ALLOWED})`,
      "medium",
    ),
  ];
}

const ATTACKER = "203.0.113.7";
const OWNER = "198.51.100.20";

/**
 * Behind a proxy the service believes (EDITOR_TRUST_PROXY=1, the proxy appending the address it saw): an attacker at
 * one address guesses the owner's password until locked, writing the owner's address first in X-Forwarded-For; the
 * owner, at another address, must still get in.
 */
export async function ownerLockOut(
  client: ServiceClient,
  owner: { email: string; password: string },
): Promise<Finding[]> {
  const from = (address: string) => ({ "x-forwarded-for": address });
  const guesses = await Promise.all(
    Array.from({ length: 10 }, (_, index) => client.signIn(owner.email, wrong(index), from(ATTACKER))),
  );
  const forged = await client.signIn(owner.email, owner.password, from(`${OWNER}, ${ATTACKER}`));
  const ownerIn = await client.signIn(owner.email, owner.password, from(OWNER));
  return [
    judged(
      "Bloquear a dona da conta a partir de outro endereço (EDITOR_TRUST_PROXY=1)",
      ownerIn.status === 200,
      `10 palpites de ${ATTACKER}: ${statusCounts(guesses)}; a dona, de ${OWNER}: ${ownerIn.status}`,
      "medium",
    ),
    judged(
      "X-Forwarded-For com o endereço da dona na frente (EDITOR_TRUST_PROXY=1)",
      forged.status === 429,
      `"${OWNER}, ${ATTACKER}" com a senha certa: ${forged.status} (conta o último endereço, o que o proxy viu)`,
      "medium",
    ),
  ];
}
