import { AuditLog } from "./audit.ts";
import { UploadQuota } from "../server/uploadQuota.ts";
import { systemClock, type Clock, type ServiceDatabase } from "./database.ts";
import { Drafts } from "./drafts/drafts.ts";
import { Presence } from "./drafts/presence.ts";
import { WaitingImages } from "./drafts/waitingImages.ts";
import { MailChoices } from "./notices/mailChoices.ts";
import { Invitations } from "./people/invitations.ts";
import { People } from "./people/people.ts";
import { PreviewLinks } from "./review/previewLinks.ts";
import { Reviews } from "./review/reviews.ts";
import { Schedules } from "./schedule/schedules.ts";
import type { ServiceStores } from "./serviceContext.ts";
import { Sessions } from "./sessions/sessions.ts";
import { SignInLimit } from "./sessions/signInLimit.ts";
import { TwoStep } from "./sessions/twoStep.ts";

/** The service's stores over one database (opened by `openDatabase`, which brings its tables up to date). */
export function openStores(db: ServiceDatabase, clock: Clock = systemClock): ServiceStores {
  const people = new People(db);
  return {
    db,
    people,
    invitations: new Invitations(db),
    sessions: new Sessions(db, people),
    signInLimit: new SignInLimit(db),
    twoStep: new TwoStep(db),
    audit: new AuditLog(db),
    schedules: new Schedules(db),
    uploadQuota: new UploadQuota(db, { now: () => clock.now() }),
    drafts: new Drafts(db),
    waitingImages: new WaitingImages(db),
    reviews: new Reviews(db),
    previewLinks: new PreviewLinks(db),
    presence: new Presence(),
    mailChoices: new MailChoices(db),
  };
}
