/**
 * A password checked under the sign-in limits: the attempt is counted first (sessions/signInLimit.ts), so a burst of
 * guesses gets no more checks than guesses sent one by one, and a failure that locks an e-mail or an address is
 * written to "Registro de atividades".
 */
import { refused, type Answer } from "../../server/http.ts";
import { hashPassword, passwordMatches } from "../people/passwords.ts";
import type { Person } from "../people/people.ts";
import type { ServiceContext } from "../serviceContext.ts";
import { ADDRESS_ATTEMPTS_ALLOWED, FAILURES_ALLOWED, type Attempt } from "../sessions/signInLimit.ts";

/** A hash checked when the e-mail has no account, so that the answer takes as long as for a wrong password. */
const NOBODY = hashPassword("ninguém tem esta senha");

/** The answer to a wrong e-mail or password. */
export const WRONG_PASSWORD = "E-mail ou senha incorretos. Confira e tente de novo.";

/** A right password: its person, its attempt (to forget or withdraw), and how to count it failed after all. */
export interface PasswordChecked {
  person: Person;
  attempt: Attempt;
  /** Counts the attempt as failed (a wrong second-step code). */
  failed: () => void;
}

/** Records the locks a failed attempt caused. */
export function attemptFailed(context: ServiceContext, attempt: Attempt): void {
  const now = context.clock.now();
  const { audit } = context.stores;
  if (attempt.locksEmail)
    audit.record(
      undefined,
      "bloqueou a entrada de",
      attempt.email,
      `${FAILURES_ALLOWED} tentativas erradas a partir do endereço ${attempt.address}`,
      now,
    );
  if (attempt.locksAddress)
    audit.record(
      undefined,
      "bloqueou as entradas a partir do endereço",
      attempt.address,
      `${ADDRESS_ATTEMPTS_ALLOWED} tentativas erradas em 15 minutos`,
      now,
    );
}

/** Counts an attempt for `email`, then checks `password`: the person, or the refusal to answer (429 or 401). */
export async function checkPassword(
  context: ServiceContext,
  email: string,
  password: string,
): Promise<PasswordChecked | { refusal: Answer }> {
  const { people, signInLimit } = context.stores;
  const attempt = signInLimit.begin(email, context.clientAddress ?? "desconhecido", context.clock.now());
  if ("refusal" in attempt) return { refusal: refused(429, attempt.refusal) };
  const found = people.withPassword(email);
  const matches = await passwordMatches(found?.passwordHash ?? (await NOBODY), password);
  if (!found || !found.passwordHash || !matches) {
    attemptFailed(context, attempt);
    return { refusal: refused(401, WRONG_PASSWORD) };
  }
  const { passwordHash: _hash, ...person } = found;
  return { person, attempt, failed: () => attemptFailed(context, attempt) };
}
