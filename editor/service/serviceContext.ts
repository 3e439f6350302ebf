import type { EditorContext } from "../server/api.ts";
import type { UploadQuota } from "../server/uploadQuota.ts";
import type { AuditLog } from "./audit.ts";
import type { ServiceConfig } from "./config.ts";
import type { Clock, ServiceDatabase } from "./database.ts";
import type { Drafts } from "./drafts/drafts.ts";
import type { Presence } from "./drafts/presence.ts";
import type { WaitingImages } from "./drafts/waitingImages.ts";
import type { MailChoices } from "./notices/mailChoices.ts";
import type { Notices } from "./notices/notices.ts";
import type { Invitations } from "./people/invitations.ts";
import type { People, Person } from "./people/people.ts";
import type { PreviewLinks } from "./review/previewLinks.ts";
import type { Reviews } from "./review/reviews.ts";
import type { Schedules } from "./schedule/schedules.ts";
import type { Sessions } from "./sessions/sessions.ts";
import type { SignInLimit } from "./sessions/signInLimit.ts";
import type { TwoStep } from "./sessions/twoStep.ts";

/** The service's stores, made once at start over one database. */
export interface ServiceStores {
  db: ServiceDatabase;
  people: People;
  invitations: Invitations;
  sessions: Sessions;
  signInLimit: SignInLimit;
  twoStep: TwoStep;
  audit: AuditLog;
  schedules: Schedules;
  uploadQuota: UploadQuota;
  drafts: Drafts;
  waitingImages: WaitingImages;
  presence: Presence;
  reviews: Reviews;
  previewLinks: PreviewLinks;
  mailChoices: MailChoices;
}

/**
 * What the service's routes work on: the editor's document context, plus the stores, the clock, the settings and, for
 * each request, the signed-in person (absent only on the routes anyone may call) and their session's token.
 */
export interface ServiceContext extends EditorContext {
  stores: ServiceStores;
  clock: Clock;
  config: ServiceConfig;
  /** The e-mails the service sends (none without an e-mail server). */
  notices: Notices;
  person: Person | undefined;
  sessionToken: string | undefined;
  /** The address the request comes from (sessions/clientAddress.ts), which the sign-in limits count. */
  clientAddress?: string;
}

/** The person a route that requires a permission was called by (the service checked the session before). */
export function signedIn(context: ServiceContext): Person {
  if (!context.person) throw new Error("route without a person: its permission must not be public");
  return context.person;
}
