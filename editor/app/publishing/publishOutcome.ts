import type { PublishResult } from "../../shared/api.ts";
import { t } from "../strings.ts";

/** What the publishing dialog and its outcome call the thing published: a page, a collection or site.json. */
export interface PublishWording {
  intro: string;
  suggested: (name: string) => string;
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

/** What a publication did, in sentences for the marketer: recorded or not, sent or not (and why), signed how. */
export function publishOutcome(result: PublishResult, wording: PublishWording = PAGE_WORDING): string[] {
  const { commit, push, fallbackIdentity } = result;
  return [
    commit ? t.published(commit.slice(0, 7)) : wording.unchanged,
    push.kind === "pushed"
      ? t.pushed(push.to)
      : push.kind === "no-remote"
        ? t.noRemote
        : t.pushFailed(push.to, push.detail),
    ...(fallbackIdentity ? [t.fallbackIdentity] : []),
  ];
}
