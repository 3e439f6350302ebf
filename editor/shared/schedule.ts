/** Scheduled publishing as the service's endpoints answer it: one definition for the service and the editor. */

/** The kinds of document the editor publishes. */
export type DocumentKindName = "page" | "collection" | "site";

/** What a scheduled action does: publish the document's draft, or take the page off the site. */
export type ScheduledAction = "publish" | "unpublish";

/** What scheduling sends: the time is Brasília wall-clock time, `2026-11-28T00:00`. */
export interface ScheduleRequest {
  kind: DocumentKindName;
  name: string;
  action: ScheduledAction;
  at: string;
  /** The message the publication's commit will carry. */
  message: string;
}

/** A scheduled action, pending or done. */
export interface ScheduledItem {
  id: number;
  kind: DocumentKindName;
  name: string;
  action: ScheduledAction;
  /** When it is due (milliseconds since the epoch). */
  dueAt: number;
  message: string;
  by: string;
  /** When it was carried out or failed; null while pending. */
  doneAt: number | null;
  /** What happened, in Portuguese (null while pending): done, done late and why, or why it failed. */
  outcome: string | null;
  ok: boolean | null;
}
