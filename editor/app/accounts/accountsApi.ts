/** The service's account endpoints, as the account screens call them. */
import type {
  AcceptInvitationRequest,
  AuditLine,
  InvitationLink,
  InvitationView,
  PasswordChangeRequest,
  PeopleListing,
  PersonView,
  SecondStepDue,
  SessionInfo,
  SignInRequest,
  TwoStepSetup,
  TwoStepView,
} from "../../shared/accounts.ts";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import type { Role } from "../../shared/permissions.ts";
import { fetchSignedIn } from "./signedInFetch.ts";
import { a } from "./strings.ts";

/** An account endpoint's answer: its value, or the message to show as it is. */
export type AccountAnswer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/** The address of the company sign-in (OpenID Connect), which the service answers with a redirect. */
export const COMPANY_SIGN_IN = `${EDITOR_ADDRESSES.api}/oidc/entrar`;

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  send: (input: string, init: RequestInit) => Promise<Response>,
): Promise<AccountAnswer<T>> {
  let response: Response;
  try {
    response = await send(`${EDITOR_ADDRESSES.api}/${path}`, {
      method,
      // Every change says it is JSON, with a body or not: the service refuses other types (a form of another site).
      headers:
        method === "GET"
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: a.signInFailed };
  }
  const value = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, value: value as T };
  // The service's refusals are pt-BR sentences made to be shown; anything else (a proxy's page) is not.
  const message = (value as { message?: unknown } | null)?.message;
  return { ok: false, status: response.status, message: typeof message === "string" ? message : a.unexpected };
}

const token = (value: string) => `convites/${encodeURIComponent(value)}`;

/**
 * The account endpoints. Signing in and invitations use `fetch` itself: their 401 is a wrong password, not a session
 * that ended. The administrators' screens go through {@link fetchSignedIn} like the rest of the editor.
 */
export const accountsApi = {
  session: () => request<SessionInfo>("GET", "sessao", undefined, fetch),
  signIn: (body: SignInRequest) => request<SessionInfo | SecondStepDue>("POST", "entrar", body, fetch),
  signOut: () => request<object>("POST", "sair", undefined, fetch),
  invitation: (value: string) => request<InvitationView>("GET", token(value), undefined, fetch),
  accept: (value: string, body: AcceptInvitationRequest) => request<SessionInfo>("POST", token(value), body, fetch),
  people: () => request<PeopleListing>("GET", "pessoas", undefined, fetchSignedIn),
  invite: (email: string, role: Role) => request<InvitationLink>("POST", "pessoas", { email, role }, fetchSignedIn),
  changeRole: (id: number, role: Role) => request<PersonView>("PUT", `pessoas/${id}`, { role }, fetchSignedIn),
  remove: (id: number) => request<object>("DELETE", `pessoas/${id}`, undefined, fetchSignedIn),
  unlock: (id: number) => request<PeopleListing>("POST", `pessoas/${id}/desbloquear`, undefined, fetchSignedIn),
  cancelInvitation: (id: number) =>
    request<PeopleListing>("DELETE", `convites-pendentes/${id}`, undefined, fetchSignedIn),
  requireTwoStep: (required: boolean) =>
    request<PeopleListing>("PUT", "duas-etapas-obrigatoria", { required }, fetchSignedIn),
  audit: () => request<AuditLine[]>("GET", "registro", undefined, fetchSignedIn),
  changePassword: (body: PasswordChangeRequest) => request<SessionInfo>("PUT", "conta/senha", body, fetchSignedIn),
  twoStep: () => request<TwoStepView>("GET", "conta/duas-etapas", undefined, fetchSignedIn),
  twoStepBegin: () => request<TwoStepSetup>("POST", "conta/duas-etapas/inicio", undefined, fetchSignedIn),
  twoStepConfirm: (code: string) =>
    request<{ recoveryCodes: string[] }>("POST", "conta/duas-etapas", { code }, fetchSignedIn),
  twoStepOff: (code: string) => request<TwoStepView>("POST", "conta/duas-etapas/desativar", { code }, fetchSignedIn),
};
