/**
 * Saving a draft without losing anyone's change. A save based on the draft's current revision is saved as it is. One
 * based on an older revision (someone saved meanwhile) is merged field by field with the draft as it is now, against
 * the version both started from (the revision it was based on), as the dev editor's "Manter as duas" merges files
 * (mergeFields.ts): when nobody changed the same field, the merge is saved and said so; otherwise nothing changes, the
 * person's copy is kept as their pending copy (until they compare it: the editor sets it aside once they chose, so that
 * a save sent as they leave the page is never lost), and the answer carries both versions and the common one so that the
 * person can compare them and choose, field by field. A save that names its sender (the open editor and its count of
 * saves) is merged against that editor's own last save when there is a later one than its revision: sent as the page
 * was left while another save was under way, it grew from that one; and an earlier save that arrives after a later
 * one of the same editor changes nothing.
 */
import type { DraftKind, DraftSaved, DraftSaveRequest, DraftView } from "../../shared/drafts.ts";
import { mergeFields } from "../../shared/mergeFields.ts";
import type { ServiceDatabase } from "../database.ts";
import type { Person } from "../people/people.ts";
import { DraftRevisions } from "./draftRevisions.ts";
import type { Drafts } from "./drafts.ts";
import { PendingDrafts } from "./pendingDrafts.ts";

/**
 * What a save gave: the draft saved (merged with others' changes or not), or the draft as it is now (null: published
 * or discarded meanwhile), whether the same person saved it (in another window), and the version both started from
 * (null: not known any more).
 */
export type MergingSaveOutcome =
  { saved: DraftSaved } | { conflict: DraftView | null; samePerson: boolean; base: Record<string, unknown> | null };

/** Where a save is going: the database and drafts, the document, and what it was when nobody had a draft of it. */
export interface DraftPlace {
  db: ServiceDatabase;
  drafts: Drafts;
  kind: DraftKind;
  name: string;
  /** The document as published, if it is still at `version`: what a save based on no draft started from. */
  published: (version: string | null) => Record<string, unknown> | undefined;
}

/** Saves `request` as `person`'s change to the draft, merging it with what others saved meanwhile (see above). */
export function saveDraftMerging(
  place: DraftPlace,
  request: DraftSaveRequest,
  person: Person,
  now: number,
): MergingSaveOutcome {
  const { db, drafts, kind, name } = place;
  const revisions = new DraftRevisions(db);
  const pending = new PendingDrafts(db);
  return db.transaction((): MergingSaveOutcome => {
    const { sender } = request;
    const saveAs = (data: Record<string, unknown>, version: string | null, revision: number) => {
      const outcome = drafts.save(kind, name, { data, version, revision }, person, now);
      const sent = data === request.data ? undefined : request.data;
      if ("saved" in outcome && sender) revisions.markSender(kind, name, outcome.saved.revision, sender, sent);
      return outcome;
    };
    const first = saveAs(request.data, request.version, request.revision);
    if ("saved" in first) return first;
    const theirs = first.conflict;
    // The same open editor's last save since: what this one's data grew from (or, sent later, made it stale).
    const own = theirs && sender ? revisions.lastOf(kind, name, sender.tab, request.revision) : undefined;
    if (theirs && own && sender && own.seq > sender.seq) {
      const { revision, by, at } = theirs;
      return { saved: { revision, by, at, merged: { data: theirs.data, with: [] } } };
    }
    const base =
      own?.data ??
      (theirs &&
        (request.revision === 0 ? place.published(request.version) : revisions.data(kind, name, request.revision))) ??
      null;
    if (theirs) {
      const { merged, conflicts } = mergeFields(base ?? {}, request.data, theirs.data);
      if (conflicts.length === 0) {
        const others = revisions.saversAfter(kind, name, own?.revision ?? request.revision);
        const saved = saveAs(merged, theirs.version, theirs.revision);
        if ("saved" in saved) return { saved: { ...saved.saved, merged: { data: merged, with: others } } };
      }
    }
    pending.keep(kind, name, person.id, { data: request.data, base, version: request.version, at: now });
    return { conflict: theirs, samePerson: first.samePerson, base };
  })();
}
