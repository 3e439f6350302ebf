/**
 * What the editor service's review and preview-link endpoints exchange: one definition for the service and the
 * editor's browser code.
 */
import type { DraftKind } from "./drafts.ts";
import type { FieldChange } from "./fieldChanges.ts";

/** A document's request for review: open in the Publishers' list, or sent back with a comment. */
export interface ReviewView {
  kind: DraftKind;
  name: string;
  /** The document's path in the config folder (`pages/promo.json`). */
  file: string;
  /** What the requester wrote for the Publishers ("" when nothing). */
  note: string;
  by: string;
  /** When it was asked (milliseconds since the epoch). */
  at: number;
  /** "Pedido por Ana em 27/11/2026 às 09:00": who asked and when, in Brasília time. */
  asked: string;
  /** Sent back: by whom, when and why. */
  returned: { by: string; at: number; comment: string } | null;
}

/** A request in the Publishers' list, with the draft's changes against the published file, by block and field. */
export interface ReviewItem extends ReviewView {
  changes: FieldChange[];
  /** True when the document has no published file yet (a new page): there is nothing to compare with. */
  isNew: boolean;
}

/** What a button that changes the site answers to a person who may not publish: their drafts kept, a review asked. */
export interface ReviewAsked {
  reviewAsked: true;
}

/** What asking for review sends. */
export interface ReviewRequest {
  note?: string;
}

/** What sending a draft back sends. */
export interface ReviewReturn {
  comment: string;
}

/** A preview link as the document lists it (its token is shown once, when made: only its hash is kept). */
export interface PreviewLinkView {
  id: number;
  by: string;
  at: number;
  expiresAt: number;
}

/** A preview link just made: the address to send, shown this once. */
export interface NewPreviewLink extends PreviewLinkView {
  link: string;
}

/** What the public preview page draws: a page's data as edited, and for a collection's template, its first row. */
export interface PreviewData {
  config: Record<string, unknown>;
  row?: Record<string, string>;
  expiresAt: number;
}
