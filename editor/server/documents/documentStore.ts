/**
 * The one storage layer under every kind of document the editor changes (pages, collections and their templates,
 * site.json, A/B tests and their variants, models of sections) and the images sent from the computer. The checkout's
 * files are the base; what a store adds is where work in progress goes: on the dev server into the files themselves
 * (fileStore.ts), on the editor service into the team's drafts and the database, so that nothing under site.config/
 * or public/ changes before a publication (the service's draftStore.ts). Decision 102.
 */
import type { Answer } from "../http.ts";
import type { DocumentKind } from "./documentKind.ts";

/** A document's work in progress kept apart from the files, and the version of the file it started from (null: none). */
export interface WorkInProgress {
  data: Record<string, unknown>;
  version: string | null;
}

/** What keeping a document gave: its new version, or why it was refused (someone changed it meanwhile: a 409). */
export type KeepOutcome = { version: string | null } | { conflict: string };

/** An image kept: its address, and whether it is new (the same image sent again reuses its address). */
export interface KeptImage {
  src: string;
  created: boolean;
}

/** One document a button changes (an A/B test's state, the page that takes a variant's blocks), with its new data. */
export interface DocumentChange {
  kind: DocumentKind;
  name: string;
  data: Record<string, unknown>;
}

/** Where the editor keeps what people change, over the checkout's files. */
export interface DocumentStore {
  /**
   * True when work in progress is kept with its problems (a draft: they stop its publication, not its save); false
   * when a save with problems is refused (the files, which the site's build reads).
   */
  keepsProblems: boolean;
  /** The document's work in progress kept apart from the files, if any (the dev server keeps none: its files are). */
  draft(kind: DocumentKind, name: string): WorkInProgress | undefined;
  /** The names of the kind's documents that exist only as work in progress (none on the dev server). */
  draftNames(kind: DocumentKind): string[];
  /**
   * Keeps `data` as the document's work in progress, unless it changed since `version` was read (null: it did not
   * exist); `force` keeps it all the same.
   */
  keep(
    kind: DocumentKind,
    name: string,
    data: Record<string, unknown>,
    version: string | null,
    force?: boolean,
  ): Promise<KeepOutcome>;
  /**
   * Keeps an image sent from the computer (already checked and converted) under the first free name for `stem`; an
   * image renamed keeps its format (`extension`, else `.webp`).
   */
  keepImage(stem: string, bytes: Buffer, extension?: string): KeptImage;
  /** Whether `src` (`/img/nome.webp`) is an image sent that waits for a publication (none on the dev server). */
  isWaitingImage(src: string): boolean;
  /**
   * Publishes the document holding `data` with `message`, with everything it needs (its A/B variants, a collection's
   * template, the images it shows): the answer to send.
   */
  publish(kind: DocumentKind, name: string, data: Record<string, unknown>, message: string): Promise<Answer>;
  /**
   * A button that changes the site ("Iniciar", "Pausar", "Encerrar e usar a variante"): `changes`, the first being the
   * document the button is on, published as one publication by a person who may publish; otherwise kept as their
   * drafts with a review request of the first (the answer's body is then a `ReviewAsked`).
   */
  publishOrAsk(changes: DocumentChange[], message: string): Promise<Answer>;
  /**
   * After a button that changed drafts only (an image renamed or replaced in the library): a person who may not
   * publish asks a Publisher to review the first of them, as "Pedir revisão" does. True when the review was asked
   * (never on the dev server, nor for a person who may publish).
   */
  askReviewIfEditor(kind: DocumentKind, name: string, note: string): boolean;
}
