/**
 * What the editor service tells people: the badges' counts (read by the editor every few seconds) and the e-mails
 * each person chooses to receive. One definition for the service and the editor's browser code.
 */
import type { DraftKind } from "./drafts.ts";

/** The e-mails a person may receive, each one they can turn off in "Minha conta". */
export type MailNotice = "reviewAsked" | "reviewReturned" | "scheduledDone";

/** The notices in the order "Minha conta" lists them. */
export const MAIL_NOTICES: readonly MailNotice[] = ["reviewAsked", "reviewReturned", "scheduledDone"];

/** Which e-mails a person receives, and whether the service sends e-mail at all. */
export interface MailChoicesView {
  /** False when the service has no e-mail server (EDITOR_SMTP_URL): nothing is sent whatever is chosen. */
  mailOn: boolean;
  wanted: Record<MailNotice, boolean>;
}

/** A document's request for review as the badges see it: waiting for a Publisher, or sent back. */
export interface ReviewState {
  kind: DraftKind;
  name: string;
  /** The document's path in the config folder (`pages/promo.json`), for the editor to name it. */
  file: string;
  state: "asked" | "returned";
  /** Whether the person reading asked for it. */
  mine: boolean;
}

/** What the badges show: requests waiting for a Publisher, the person's own drafts sent back, each draft's state. */
export interface NoticeCounts {
  /** Requests waiting for review (counted for those who may publish). */
  asked: number;
  /** The person's own requests sent back with a comment. */
  returnedToMe: number;
  /** Every document with a request, and its state. */
  reviews: ReviewState[];
}
