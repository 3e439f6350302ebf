/**
 * How the editor's copy of a draft follows the service's answers, as plain functions (the hook useDraftSave holds the
 * state; the property test drives these with the service's merge). The copy is what was last kept on the service
 * (`kept`, at `revision`) and what the screen holds (`data`): every unsaved change is `data` against `kept`. No change
 * is ever dropped without the person seeing it: what cannot be merged by field becomes a comparison they settle.
 */
import type { DraftConflict, DraftSaved, DraftStamp, PendingDraft } from "../../shared/drafts.ts";
import { mergeFields, type Choice } from "../../shared/mergeFields.ts";

type Data = Record<string, unknown>;

/** The editor's copy of a draft. */
export interface DraftCopy {
  /** The draft's data as last saved or read (what `revision` holds; {} before the first save of a new page). */
  kept: Data;
  revision: number;
  /** What the screen holds. */
  data: Data;
}

/**
 * Two versions to compare field by field, and to choose between where both changed a field: the common version, the
 * other one (with whose and which revision) and, for a pending copy from an earlier visit, the person's copy (else the
 * person's version is what the screen holds).
 */
export interface DraftComparison {
  base: Data;
  /**
   * The revision the screen's version is based on until the person chooses: what a save sent meanwhile (as they leave
   * the page) names, so that the service keeps it as their pending copy rather than over the other version.
   */
  basedOn: number;
  theirs: DraftStamp & { data: Data };
  /** The person's copy kept by the service from an earlier visit, when that is what is compared. */
  pending?: PendingDraft;
}

/** What a save's answer makes of the copy: the copy, and a comparison to settle, or what a merge kept. */
export interface Settled {
  copy: DraftCopy;
  comparison?: DraftComparison;
  /** The service merged the save with others' changes (`with`: who), and the screen took them. */
  merged?: { with: string[]; before: Data; sent: Data; after: Data };
}

/**
 * The copy once the service saved `sent` (the screen holds `copy.data` now, perhaps changed since). A save merged with
 * others' changes brings them to the screen, keeping what was typed since it was sent; if that clashes with them (the
 * same field changed by both since), the merged draft is kept and the person compares it with the screen's version.
 */
export function afterSaved(copy: DraftCopy, sent: Data, saved: DraftSaved): Settled {
  if (!saved.merged) return { copy: { ...copy, kept: sent, revision: saved.revision } };
  const { data: merged, with: others } = saved.merged;
  const kept = { kept: merged, revision: saved.revision };
  const rebased = mergeFields(sent, copy.data, merged);
  if (rebased.conflicts.length)
    return {
      copy: { ...copy, ...kept },
      comparison: { base: sent, basedOn: copy.revision, theirs: { ...saved, by: others.join(", "), data: merged } },
    };
  const copyAfter = { ...kept, data: rebased.merged };
  if (others.length === 0) return { copy: copyAfter };
  return { copy: copyAfter, merged: { with: others, before: copy.kept, sent, after: merged } };
}

/** The comparison a refused save (someone changed the same fields) calls for; none when their draft is gone. */
export function afterRefused(copy: DraftCopy, conflict: DraftConflict): DraftComparison | undefined {
  const { theirs } = conflict;
  return theirs ? { base: conflict.base ?? {}, basedOn: copy.revision, theirs } : undefined;
}

/**
 * The comparison a pending copy from an earlier visit calls for: the copy against the draft as the screen holds it
 * (`copy.data`, on the copy's revision).
 */
export function pendingComparison(copy: DraftCopy, pending: PendingDraft, stamp: DraftStamp): DraftComparison {
  const theirs = { ...stamp, revision: copy.revision, data: copy.data };
  return { base: pending.base ?? {}, basedOn: copy.revision, theirs, pending };
}

/**
 * The two versions a comparison sets side by side: the person's, and the other. `screen`: what the screen holds now.
 * For a pending copy, the copy against the draft as the screen holds it (changed perhaps since the comparison was offered).
 */
export function sidesOf(screen: Data, comparison: DraftComparison): { mine: Data; theirs: Data } {
  const { pending } = comparison;
  return pending ? { mine: pending.data, theirs: screen } : { mine: screen, theirs: comparison.theirs.data };
}

/**
 * The copy once the person chose, field by field: both versions merged, each clashing field as chosen (the screen
 * asks for every one), on the other version's revision, to be saved as a change.
 */
export function afterChoosing(
  copy: DraftCopy,
  comparison: DraftComparison,
  choices: Record<string, Choice>,
): DraftCopy {
  const { mine, theirs } = sidesOf(copy.data, comparison);
  const { merged } = mergeFields(comparison.base, mine, theirs, choices);
  if (comparison.pending) return { ...copy, data: merged };
  return { kept: theirs, revision: comparison.theirs.revision, data: merged };
}
