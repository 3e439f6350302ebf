/**
 * What the editor service's drafts and presence endpoints exchange: one definition for the service and the editor's
 * browser code. A draft is the team's work in progress on one document, kept in the service's database (problems
 * allowed) until it is published or discarded; the site's files never hold it.
 */

/**
 * The kinds of document a draft can be of: pages (the variants of A/B tests among them, `<teste>/<variante>`),
 * collections, site.json, A/B tests and models of sections.
 */
export type DraftKind = "page" | "collection" | "site" | "experiment" | "section";

/** The kinds, as the addresses spell them. */
export const DRAFT_KINDS: readonly DraftKind[] = ["page", "collection", "site", "experiment", "section"];

/** Who saved a draft last, when, and as which revision (1 for the first save, one more for each save after it). */
export interface DraftStamp {
  revision: number;
  /** The person's name. */
  by: string;
  /** Milliseconds since the epoch. */
  at: number;
}

/** One draft in the list: which document, and its stamp. */
export interface DraftSummary extends DraftStamp {
  kind: DraftKind;
  name: string;
}

/** A draft with its data and the version of the file it started from (null: a page not on disk yet). */
export interface DraftView extends DraftSummary {
  data: Record<string, unknown>;
  version: string | null;
}

/** What saving a draft sends: the data, the file's version it started from, and the revision it was based on (0: none). */
export interface DraftSaveRequest {
  data: Record<string, unknown>;
  version: string | null;
  revision: number;
  /**
   * Which open editor sent it (`tab`, drawn as it opened the document) and its how-manieth save (`seq`): a save sent
   * while an earlier one of the same editor was under way is merged against that one, and an earlier one that
   * arrives after a later one changes nothing.
   */
  sender?: DraftSender;
}

/** An open editor's saves, in order. */
export interface DraftSender {
  tab: string;
  seq: number;
}

/**
 * Why a draft save was refused: someone saved (or published, or discarded) it after this copy was read. `theirs` is
 * their draft as it is now, or null when there is none any more.
 */
export interface DraftConflict {
  reason: "conflict";
  message: string;
  theirs: (DraftStamp & { data: Record<string, unknown> }) | null;
  /**
   * The version both started from (the draft's data at the revision the save was based on), to compare by field;
   * null when it is not known any more (every field that differs is then to be chosen).
   */
  base?: Record<string, unknown> | null;
}

/**
 * A draft saved. `merged`: the save was based on an older revision and joined, field by field, what others saved
 * meanwhile (none of them changed the same field): the draft's data as saved, and who those others were.
 */
export interface DraftSaved extends DraftStamp {
  merged?: { data: Record<string, unknown>; with: string[] };
}

/**
 * A person's copy of a draft that did not join it (someone else had changed the same fields, and the person had left
 * the page): its data, the version it started from (null: unknown), the file version, and when it was sent.
 */
export interface PendingDraft {
  data: Record<string, unknown>;
  base: Record<string, unknown> | null;
  version: string | null;
  at: number;
}

/** A draft published: the publication's result, and the version of the file it wrote. */
export interface DraftPublished {
  version: string;
}

/** Someone else with the same document open, as the presence endpoint answers. */
export interface PresentPerson {
  name: string;
  /** When their editor last said it was open (milliseconds since the epoch). */
  at: number;
}
