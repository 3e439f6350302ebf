import { invitationLink } from "./routes/accountAnswers.ts";
import type { EditorService } from "./app.ts";

/**
 * At a start with no account yet, a one-time link that creates the first administrator (valid 7 days; void once
 * anyone has an account): the sentence to print, or undefined when someone already has an account.
 */
export function firstAccessLine({ stores, context }: EditorService): string | undefined {
  if (stores.people.count() > 0) return undefined;
  const { token } = stores.invitations.create(
    { role: "admin", email: null, invitedBy: null, firstAccess: true },
    context.clock.now(),
  );
  return [
    "Primeiro acesso: ninguém tem conta no editor ainda. Abra este link para criar a conta de administrador",
    `(vale 7 dias e uma só vez; ou use npm run editor:user -- add):\n  ${invitationLink(context, token)}`,
  ].join(" ");
}
