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

/** From the connection's address (no proxy believed): a burst on `target`, then a spray over many accounts. */
export async function guessingFromOneAddress(
  client: ServiceClient,
  target: { email: string; password: string },
): Promise<Finding[]> {
  const burst = await Promise.all(Array.from({ length: 40 }, (_, index) => client.signIn(target.email, wrong(index))));
  const right = await client.signIn(target.email, target.password);
  const burstChecked = checked(burst);
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
      "Senhas espalhadas por 30 contas a partir de um endereço (60 pedidos simultâneos)",
      fromAddress <= ADDRESS_ATTEMPTS_ALLOWED,
      `${statusCounts(spray)}; ${fromAddress} senhas conferidas a partir do endereço (no máximo ${ADDRESS_ATTEMPTS_ALLOWED})`,
      "medium",
    ),
  ];
}

/** How the service tells two machines apart: their connections' addresses, or the proxy's X-Forwarded-For. */
export type Addressing = "connection" | "proxy";

const ADDRESSES = {
  connection: { attacker: "127.0.0.2", owner: "127.0.0.3" },
  proxy: { attacker: "203.0.113.7", owner: "198.51.100.20" },
};

/**
 * An attacker at one address guesses the owner's password until locked, then writes the owner's address first in
 * X-Forwarded-For; the owner, at another address, must still get in. Without a trusted proxy the two are different
 * loopback addresses; behind one (EDITOR_TRUST_PROXY=1), addresses the proxy appends.
 */
export async function ownerLockOut(
  client: ServiceClient,
  owner: { email: string; password: string },
  addressing: Addressing,
): Promise<Finding[]> {
  const { attacker, owner: ownerAddress } = ADDRESSES[addressing];
  const signIn = (address: string, password: string, forged?: string) =>
    addressing === "proxy"
      ? client.signIn(owner.email, password, { "x-forwarded-for": forged ? `${forged}, ${address}` : address })
      : client.signInFrom(address, owner.email, password, forged ? { "x-forwarded-for": forged } : {});
  const guesses = await Promise.all(Array.from({ length: 10 }, (_, index) => signIn(attacker, wrong(index))));
  const forged = await signIn(attacker, owner.password, ownerAddress);
  const ownerIn = await signIn(ownerAddress, owner.password);
  const setting = addressing === "proxy" ? "EDITOR_TRUST_PROXY=1" : "sem EDITOR_TRUST_PROXY";
  return [
    judged(
      `Bloquear a dona da conta a partir de outro endereço (${setting})`,
      ownerIn.status === 200,
      `10 palpites de ${attacker}: ${statusCounts(guesses)}; a dona, de ${ownerAddress}: ${ownerIn.status}`,
      "medium",
    ),
    judged(
      `O atacante bloqueado escreve o endereço da dona em X-Forwarded-For (${setting})`,
      forged.status === 429,
      `de ${attacker} com "X-Forwarded-For: ${ownerAddress}" e a senha certa: ${forged.status}`,
      "medium",
    ),
  ];
}

/**
 * Behind a trusted proxy, guesses on one account from 30 addresses of one IPv6 network (/64), the block one home or
 * one server is given: changing the last 64 bits costs the attacker nothing, so they must count as one address.
 */
export async function guessingFromOneNetwork(client: ServiceClient, target: { email: string }): Promise<Finding> {
  const addresses = Array.from({ length: 30 }, (_, index) => `2001:db8:0:1:${(index + 1).toString(16)}::7`);
  const guesses = await Promise.all(
    addresses.map((address, index) => client.signIn(target.email, wrong(index), { "x-forwarded-for": address })),
  );
  const count = checked(guesses);
  return judged(
    "Palpites numa conta de 30 endereços IPv6 da mesma rede /64 (EDITOR_TRUST_PROXY=1)",
    count <= FAILURES_ALLOWED,
    `${statusCounts(guesses)}; ${count} senhas conferidas (no máximo ${FAILURES_ALLOWED})`,
    "medium",
  );
}
