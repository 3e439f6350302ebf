import type { DraftKind } from "../../shared/drafts.ts";

/** A document's copy not yet published (a draft of the editor service): its data and the file version it started from. */
export interface UnpublishedCopy {
  kind: DraftKind;
  name: string;
  data: Record<string, unknown>;
  version: string | null;
}

/**
 * The work in progress the editor service keeps apart from the site's files (its drafts), as the image library reads
 * and changes it: an image a draft shows is in use, and renaming an image changes the drafts that show it. The dev
 * server has none: its work in progress is the files themselves.
 */
export interface UnpublishedCopies {
  /** Every draft. */
  list(): UnpublishedCopy[];
  /** Saves `data` as the document's draft, as the person who asked (a new revision: open editors hear of it). */
  save(copy: UnpublishedCopy): void;
}
