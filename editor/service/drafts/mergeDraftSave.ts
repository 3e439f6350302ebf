/**
 * Saving a draft without losing anyone's change. A save based on the draft's current revision is saved as it is. One
 * based on an older revision (someone saved meanwhile) is merged field by field with the draft as it is now, against
 * the version both started from (the revision it was based on), as the dev editor's "Manter as duas" merges files
 * (mergeFields.ts): when nobody changed the same field, the merge is saved and said so; otherwise nothing changes, the
 * person's copy is kept as their pending copy (until they compare it: the editor sets it aside once they chose, so that
 * a save sent as they leave the page is never lost), and the answer carries both versions and the common one so that the
 * person can compare them and choose, field by field.
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
    const first = drafts.save(kind, name, request, person, now);
    if ("saved" in first) return first;
    const theirs = first.conflict;
    const base =
      (theirs &&
        (request.revision === 0 ? place.published(request.version) : revisions.data(kind, name, request.revision))) ??
      null;
    if (theirs) {
      const { merged, conflicts } = mergeFields(base ?? {}, request.data, theirs.data);
      if (conflicts.length === 0) {
        const others = revisions.saversAfter(kind, name, request.revision);
        const again = { data: merged, version: theirs.version, revision: theirs.revision };
        const saved = drafts.save(kind, name, again, person, now);
        if ("saved" in saved) return { saved: { ...saved.saved, merged: { data: merged, with: others } } };
      }
    }
    pending.keep(kind, name, person.id, { data: request.data, base, version: request.version, at: now });
    return { conflict: theirs, samePerson: first.samePerson, base };
  })();
}
