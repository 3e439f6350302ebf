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
      /** The person's role must sign in in two steps and they have not set it up: nothing else until they do. */
      twoStepDue?: boolean;
    };

/** A person as "Pessoas" lists them: also whether their sign-in is locked and whether they use two steps. */
export interface PersonListing extends PersonView {
  /** Too many wrong attempts from some address: an administrator can unlock them. */
  locked: boolean;
  twoStep: boolean;
}

/** What "Pessoas" shows: everyone, the invitations not yet accepted, and whether two-step sign-in is required. */
export interface PeopleListing {
  people: PersonListing[];
  invitations: PendingInvitation[];
  twoStepRequired: boolean;
}

/** An invitation waiting to be accepted, as "Pessoas" lists it. */
export interface PendingInvitation {
  id: number;
  email: string | null;
  role: Role;
  /** The sender's name; none when it came from the service's machine (`npm run editor:user`). */
  invitedBy: string | null;
  expiresAt: number;
}

/** What signing in sends. */
export interface SignInRequest {
  email: string;
  password: string;
  /** The second step's code (or a recovery code), once the service asked for it. */
  code?: string;
}

/** What signing in answers when the password is right and the second step is due: ask for the code. */
export interface SecondStepDue {
  secondStep: true;
}

/** A person's two-step sign-in, on their account screen. */
export interface TwoStepView {
  on: boolean;
  /** Their role must use it: it cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
}

/** Setting up two-step sign-in: the QR code (a PNG as a data: address) and the same secret to type by hand. */
export interface TwoStepSetup {
  qrCode: string;
  secret: string;
  /** The otpauth:// address the QR code holds: on the phone with the app, a link opens the app with it. */
  address: string;
}

/** Changing one's password. */
export interface PasswordChangeRequest {
  current: string;
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
