/** What the editor service's account endpoints answer: one definition for the service and the editor's browser code. */
import type { Permission, Role } from "./permissions.ts";

/** A person as the editor shows them. */
export interface PersonView {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/**
 * Who is using the editor: on the dev server, the developer at the keyboard ("local", every permission); on the
 * editor service, the signed-in person or nobody, with how they may sign in.
 */
export type SessionInfo =
  | { mode: "local"; permissions: Permission[] }
  | {
      mode: "service";
      person: PersonView | null;
      permissions: Permission[];
      /** Sign-in with the company's account is offered (OpenID Connect), under this button label. */
      companySignIn: string | null;
    };

/** What signing in sends. */
export interface SignInRequest {
  email: string;
  password: string;
}

/** An invitation as its link shows it before it is accepted. */
export interface InvitationView {
  role: Role;
  email: string | null;
}

/** What accepting an invitation sends (the e-mail only when the invitation has none: the first administrator). */
export interface AcceptInvitationRequest {
  name: string;
  email?: string;
  password: string;
}

/** A new invitation's link, to send to the person. */
export interface InvitationLink {
  link: string;
  expiresAt: number;
}

/** One line of the audit list. */
export interface AuditLine {
  at: number;
  who: string;
  action: string;
  subject: string;
  detail: string;
}
