/**
 * Each person's own account, under conta/: changing their password, and setting up two-step sign-in (a QR code for
 * the authenticator app, confirmed by its first code, which gives the recovery codes once) or turning it off. These
 * stay open to a person whose role must sign in in two steps before they have set it up.
 */
import QRCode from "qrcode";
import type { PasswordChangeRequest, TwoStepSetup, TwoStepView } from "../../shared/accounts.ts";
import { refused, type Answer } from "../../server/http.ts";
import { jsonBody, route, type Route } from "../../server/routing/route.ts";
import { weakPassword } from "../people/passwordStrength.ts";
import { hashPassword } from "../people/passwords.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";
import { startSession } from "./accountAnswers.ts";
import { codeRequest, passwordChangeRequest } from "./accountRequests.ts";
import { checkPassword } from "./checkPassword.ts";
import { refusedCurrentCode } from "./refusedCurrentCode.ts";

const WRONG_CODE = "Código incorreto. Confira no aplicativo o código de agora e tente de novo.";
const ALREADY_ON =
  "A verificação em duas etapas já está ativa. Para usar outro aplicativo, desative-a com um código de agora e ative de novo.";

/** Changes the signed-in person's password: every other session of theirs ends, and this one starts afresh. */
async function changePassword(context: ServiceContext, body: PasswordChangeRequest): Promise<Answer> {
  const me = signedIn(context);
  const checked = await checkPassword(context, me.email, body.current);
  // A wrong current password is not a session that ended (401 would ask the editor to sign in again).
  if ("refusal" in checked)
    return checked.refusal.status === 401
      ? refused(403, "A senha atual está incorreta. Confira e tente de novo.")
      : checked.refusal;
  context.stores.signInLimit.succeeded(checked.attempt);
  const weak = weakPassword(body.password, [me.name, me.email]);
  if (weak) return refused(400, weak);
  context.stores.people.setPassword(me.id, await hashPassword(body.password));
  context.stores.sessions.endAllOf(me.id);
  context.stores.audit.record(me, "mudou a própria senha", me.email, "", context.clock.now());
  return startSession(context, me);
}

/** Each person's own routes (every role). */
export const OWN_ACCOUNT_ROUTES: Route<ServiceContext>[] = [
  route({
    method: "PUT",
    path: "conta/senha",
    permission: "read",
    body: jsonBody(passwordChangeRequest, "Escreva a senha atual e a nova."),
    handle: (context: ServiceContext, { body }) => changePassword(context, body),
  }),
  route({
    method: "GET",
    path: "conta/duas-etapas",
    permission: "read",
    handle: (context: ServiceContext) => ({
      status: 200,
      body: context.stores.twoStep.state(signedIn(context)) satisfies TwoStepView,
    }),
  }),
  route({
    method: "POST",
    path: "conta/duas-etapas/inicio",
    permission: "read",
    handle: async (context: ServiceContext) => {
      const me = signedIn(context);
      // Moving the second step to another app takes its current code (turning it off first): a session alone, on an
      // unlocked computer, must not point it at someone else's phone.
      if (context.stores.twoStep.isOn(me.id)) return refused(409, ALREADY_ON);
      const { secret, address } = context.stores.twoStep.begin(me);
      const qrCode = await QRCode.toDataURL(address, { errorCorrectionLevel: "M", margin: 2, width: 240 });
      return { status: 200, body: { qrCode, secret, address } satisfies TwoStepSetup };
    },
  }),
  route({
    method: "POST",
    path: "conta/duas-etapas",
    permission: "read",
    body: jsonBody(codeRequest, "Escreva o código do aplicativo."),
    handle: (context: ServiceContext, { body }) => {
      const me = signedIn(context);
      const now = context.clock.now();
      const recoveryCodes = context.stores.twoStep.confirm(me.id, body.code, now);
      if (!recoveryCodes) return refused(400, WRONG_CODE);
      context.stores.audit.record(me, "ativou a verificação em duas etapas", me.email, "", now);
      return { status: 200, body: { recoveryCodes } };
    },
  }),
  route({
    method: "POST",
    path: "conta/duas-etapas/desativar",
    permission: "read",
    body: jsonBody(codeRequest, "Escreva o código do aplicativo."),
    handle: (context: ServiceContext, { body }) => {
      const me = signedIn(context);
      const { twoStep, audit } = context.stores;
      const now = context.clock.now();
      if (twoStep.requiredOf(me))
        return refused(409, "Seu papel exige a verificação em duas etapas: ela não pode ser desativada.");
      const wrongCode = refusedCurrentCode(context, body.code, WRONG_CODE);
      if (wrongCode) return wrongCode;
      twoStep.turnOff(me.id);
      audit.record(me, "desativou a verificação em duas etapas", me.email, "", now);
      return { status: 200, body: twoStep.state(me) satisfies TwoStepView };
    },
  }),
];
