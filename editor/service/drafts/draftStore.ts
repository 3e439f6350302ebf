/**
 * The editor service's storage (server/documents/documentStore.ts): work in progress is the team's drafts, over the
 * checkout's files, and the images sent wait in the database, so that nothing under site.config/ or public/ changes
 * before a publication. A draft names the version of the file it started from, as the editor's drafts do (the
 * revisions of the drafts' own routes tell two people's saves apart).
 */
import type { DocumentStore } from "../../server/documents/documentStore.ts";
import type { ReviewAsked } from "../../shared/review.ts";
import type { DocumentKind } from "../../server/documents/documentKind.ts";
import { roleMay } from "../../shared/permissions.ts";
import { askReview } from "../review/askReview.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";
import { conflictMessage } from "./conflictMessage.ts";
import { publicationAnswer, publishChangeSet } from "./publishDraft.ts";

/** The drafts of the signed-in person's team, as the store of `context`. */
export function draftStore(context: ServiceContext): DocumentStore {
  const { drafts, waitingImages } = context.stores;
  const fileVersion = (kind: DocumentKind, name: string) => kind.folder(context).read(name)?.version ?? null;
  const store: DocumentStore = {
    keepsProblems: true,
    draft: (kind, name) => {
      const draft = drafts.get(kind.id, name);
      return draft && { data: draft.data, version: draft.version };
    },
    draftNames: (kind) => drafts.list().flatMap((draft) => (draft.kind === kind.id ? [draft.name] : [])),
    keep: async (kind, name, data, version, force) => {
      const person = signedIn(context);
      const now = context.clock.now();
      const current = drafts.get(kind.id, name);
      const file = fileVersion(kind, name);
      if (!force && version !== (current ? current.version : file))
        return { conflict: `${kind.fileOf(name)} foi alterado fora do editor depois que você o abriu.` };
      const request = { data, version: current ? current.version : file, revision: current?.revision ?? 0 };
      const outcome = drafts.save(kind.id, name, request, person, now);
      if ("saved" in outcome) return { version: request.version };
      return { conflict: conflictMessage(outcome.conflict, outcome.samePerson, now) };
    },
    keepImage: (stem, bytes, extension) =>
      waitingImages.keep(context.publicDir, stem, bytes, context.person?.id, context.clock.now(), extension),
    isWaitingImage: (src) => waitingImages.get(src) !== undefined,
    publish: async (kind, name, data, message) =>
      publicationAnswer(await publishChangeSet(context, kind, name, { message, data })),
    publishOrAsk: async ([first, ...also], message) => {
      const { kind, name, data } = first!;
      if (roleMay(signedIn(context).role, "publish"))
        return publicationAnswer(await publishChangeSet(context, kind, name, { message, data, also }));
      // An Editor's button changes nothing of the site: their drafts wait for a Publisher, who is asked to review.
      for (const change of [first!, ...also]) await store.keep(change.kind, change.name, change.data, null, true);
      askReview(context, kind.id, name, kind.fileOf(name), message);
      return { status: 200, body: { reviewAsked: true } satisfies ReviewAsked };
    },
    askReviewIfEditor: (kind, name, note) => {
      if (roleMay(signedIn(context).role, "publish")) return false;
      askReview(context, kind.id, name, kind.fileOf(name), note);
      return true;
    },
  };
  return store;
}
