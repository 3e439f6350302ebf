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
}

/**
 * Why a draft save was refused: someone saved (or published, or discarded) it after this copy was read. `theirs` is
 * their draft as it is now, or null when there is none any more.
 */
export interface DraftConflict {
  reason: "conflict";
  message: string;
  theirs: (DraftStamp & { data: Record<string, unknown> }) | null;
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
