/**
 * A code of the signed-in person's authenticator app (or a recovery code), asked before a change to their second
 * step, checked under the sign-in limits: a session alone, at an unlocked computer, gets no more guesses at it than
 * the sign-in gives.
 */
import { refused, type Answer } from "../../server/http.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";
import { attemptFailed } from "./checkPassword.ts";

/** Undefined when `code` is the person's current code, or the refusal: a wrong code (400), too many (429). */
export function refusedCurrentCode(context: ServiceContext, code: string, wrongCode: string): Answer | undefined {
  const me = signedIn(context);
  const { signInLimit, twoStep } = context.stores;
  const now = context.clock.now();
  const attempt = signInLimit.begin(me.email, context.clientAddress ?? "desconhecido", now);
  if ("refusal" in attempt) return refused(429, attempt.refusal);
  if (!twoStep.check(me.id, code, now)) {
    attemptFailed(context, attempt);
    return refused(400, wrongCode);
  }
  signInLimit.succeeded(attempt);
  return undefined;
}
