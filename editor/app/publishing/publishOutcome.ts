import type { PublishResult } from "../../shared/api.ts";
import { t } from "../strings.ts";

/** What a publication did, in sentences for the marketer: recorded or not, sent or not (and why), signed how. */
export function publishOutcome(result: PublishResult): string[] {
  const { commit, push, fallbackIdentity } = result;
  return [
    commit ? t.published(commit.slice(0, 7)) : t.publishUnchanged,
    push.kind === "pushed"
      ? t.pushed(push.to)
      : push.kind === "no-remote"
        ? t.noRemote
        : t.pushFailed(push.to, push.detail),
    ...(fallbackIdentity ? [t.fallbackIdentity] : []),
  ];
}
