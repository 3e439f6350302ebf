import type { DeliveryState, PublishingStatus, PublishResult } from "../../shared/api.ts";
import { brasiliaDateTime } from "../../shared/brasiliaTime.ts";
import { publicationStatus, publicationWords } from "../../shared/publicationStatus.ts";
import { t } from "../strings.ts";

/** What the publishing dialog and its outcome call the thing published: a page, a collection or site.json. */
export interface PublishWording {
  intro: string;
  /** The message offered, from the document's file (named by its title, never by its file). */
  suggested: (file: string) => string;
  refused: string;
  unchanged: string;
}

export const PAGE_WORDING: PublishWording = {
  intro: t.publishIntro,
  suggested: t.publishDefault,
  refused: t.publishRefused,
  unchanged: t.publishUnchanged,
};

export const COLLECTION_WORDING: PublishWording = {
  intro: t.collectionPublishIntro,
  suggested: t.collectionPublishDefault,
  refused: t.collectionPublishRefused,
  unchanged: t.collectionPublishUnchanged,
};

export const SITE_WORDING: PublishWording = {
  intro: t.sitePublishIntro,
  suggested: t.sitePublishDefault,
  refused: t.sitePublishRefused,
  unchanged: t.sitePublishUnchanged,
};

/**
 * What a publication did, in sentences for the marketer: recorded when (`at`, in Brasília time; the version itself
 * stays in the history) or not, how far it went (and why), signed how.
 */
export function publishOutcome(
  result: PublishResult,
  wording: PublishWording = PAGE_WORDING,
  at: number = Date.now(),
): string[] {
  const { commit, fallbackIdentity } = result;
  return [
    commit ? t.published(brasiliaDateTime(at)) : wording.unchanged,
    ...publicationWords(publicationStatus(result)),
    ...(fallbackIdentity ? [t.fallbackIdentity] : []),
  ];
}

/** The hour of a retry, as a Brazilian reads it: "14:05". */
const hour = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

/** One delivery that is not done, in sentences: what waits and when it is tried again, and why. */
function stateSentences(state: DeliveryState, waiting: (next: string) => string, failed: string): string[] {
  if (state.state === "idle") return [];
  return [state.state === "retrying" ? waiting(hour(state.nextAttempt)) : failed, state.message];
}

/** Earlier publications not yet on the site (sending, or the deploy call), for the publishing dialog; empty when none. */
export function pendingDeliveries(status: PublishingStatus): string[] {
  return [
    ...stateSentences(status.push, t.pendingSending, t.pendingFailed),
    ...stateSentences(status.deploy, t.pendingDeploy, t.deployNotCalled),
  ];
}
