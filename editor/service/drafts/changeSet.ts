/**
 * A publication is a change set (decision 103): every document it needs, taken from the team's drafts, and the
 * images they show that wait in the database. An A/B test goes with its variants' drafts and its page's (the original
 * is a variant too; a variant goes with its test's draft and the others); a collection with its template page's draft;
 * every document with the images it shows. They are validated together and committed as one commit, or nothing is published.
 */
import { join } from "node:path";
import type { DocumentKind } from "../../server/documents/documentKind.ts";
import type { DocumentChange } from "../../server/documents/documentStore.ts";
import { documentText } from "../../server/documents/fileStore.ts";
import { variantNames } from "../../server/experiments/experimentKind.ts";
import type { FileToCommit } from "../../server/indexEntries.ts";
import { imagePlaces } from "../../server/library/imageReferences.ts";
import { imageKindOfDraft } from "../../server/library/imageReferences.ts";
import { variantOfPage, variantPageName } from "../../shared/variantNames.ts";
import type { ServiceContext } from "../serviceContext.ts";
import { DOCUMENT_KINDS } from "./draftKinds.ts";

/** One document of a change set: its data and the version of its file the draft started from (null: a new file). */
export interface Piece {
  kind: DocumentKind;
  name: string;
  data: Record<string, unknown>;
  base: string | null;
  /** Its path in the config folder, as the validator and the messages name it. */
  file: string;
}

/** What one publication carries: its documents, the first being the one published, and the images waiting. */
export interface ChangeSet {
  pieces: Piece[];
  /** The addresses of the waiting images the pieces show (`/img/nome.webp`). */
  images: string[];
}

/** The draft of a document as a piece, or undefined when it has none. */
function draftPiece(context: ServiceContext, kind: DocumentKind, name: string): Piece | undefined {
  const draft = context.stores.drafts.get(kind.id, name);
  return draft && { kind, name, data: draft.data, base: draft.version, file: kind.fileOf(name) };
}

/** The data of an A/B test as the change set will hold it: its draft, or its file. */
function testData(context: ServiceContext, test: string, pieces: Piece[]): Record<string, unknown> {
  const drafted = pieces.find((piece) => piece.kind === DOCUMENT_KINDS.experiment && piece.name === test);
  return drafted?.data ?? DOCUMENT_KINDS.experiment.folder(context).readObject(test) ?? {};
}

/** The drafts a document needs published with it (see above), besides its own. */
function companions(context: ServiceContext, root: Piece): Piece[] {
  const { page, collection, experiment } = DOCUMENT_KINDS;
  const found: Piece[] = [];
  const add = (kind: DocumentKind, name: string) => {
    const piece = draftPiece(context, kind, name);
    if (piece) found.push(piece);
  };
  const variant = root.kind === page ? variantOfPage(root.name) : undefined;
  if (variant) add(experiment, variant.test);
  const test = root.kind === experiment ? root.name : variant?.test;
  if (test) {
    const data = testData(context, test, [root, ...found]);
    for (const name of variantNames(data)) add(page, variantPageName(test, name));
    if (typeof data.page === "string") add(page, data.page);
  }
  if (root.kind === collection && typeof root.data.page === "string") add(page, root.data.page);
  const rootKey = `${root.kind.id}/${root.name}`;
  return found.filter((piece) => `${piece.kind.id}/${piece.name}` !== rootKey);
}

/** The addresses of the waiting images the pieces show. */
function waitingImagesOf(context: ServiceContext, pieces: Piece[]): string[] {
  const sources = new Set<string>();
  for (const piece of pieces) {
    const use = imageKindOfDraft(piece.kind.id, piece.name);
    if (!use) continue;
    for (const { src } of imagePlaces(use, piece.data)) if (context.stores.waitingImages.get(src)) sources.add(src);
  }
  return [...sources].sort();
}

/**
 * A document holding `data` as a piece: based on the version its draft started from, or else its file's.
 */
function givenPiece(context: ServiceContext, { kind, name, data }: DocumentChange): Piece {
  const base = draftPiece(context, kind, name)?.base ?? kind.folder(context).read(name)?.version ?? null;
  return { kind, name, data, base, file: kind.fileOf(name) };
}

/**
 * The change set that publishing document `name` of `kind` makes: its draft (or `data`, when given: a state changed
 * by a button), the documents `also` changed with it (in place of their drafts: the page that takes a variant's
 * blocks), what they need, and the images. Undefined when the document has neither a draft nor `data`.
 */
export function changeSetOf(
  context: ServiceContext,
  kind: DocumentKind,
  name: string,
  data?: Record<string, unknown>,
  also: DocumentChange[] = [],
): ChangeSet | undefined {
  const root = data ? givenPiece(context, { kind, name, data }) : draftPiece(context, kind, name);
  if (!root) return undefined;
  const given = [root, ...also.map((change) => givenPiece(context, change))];
  const key = (piece: Piece) => `${piece.kind.id}/${piece.name}`;
  const taken = new Set(given.map(key));
  const pieces = [...given, ...companions(context, root).filter((piece) => !taken.has(key(piece)))];
  return { pieces, images: waitingImagesOf(context, pieces) };
}

/**
 * The files the change set commits: each piece's text (its file's own text with only the changed values replaced,
 * or a fresh file), each waiting image's bytes, and what the pieces take from disk (a page's published images, a
 * test's variants without a draft), each path once.
 */
export async function filesOf(context: ServiceContext, { pieces, images }: ChangeSet): Promise<FileToCommit[]> {
  const files = new Map<string, FileToCommit>();
  for (const piece of pieces) {
    const path = join(context.configDir, piece.file);
    const current = piece.kind.folder(context).read(piece.name)?.text;
    // The draft was made from the file on disk (or goes over it, forced): once committed, it replaces it.
    files.set(path, { path, text: await documentText(piece.kind, context, current, piece.data), overwrites: true });
  }
  for (const src of images) {
    const path = join(context.publicDir, `.${src}`);
    files.set(path, { path, bytes: context.stores.waitingImages.get(src)! });
  }
  for (const piece of pieces)
    for (const path of piece.kind.companions?.(context, piece.data, piece.name) ?? [])
      if (!files.has(path)) files.set(path, { path });
  return [...files.values()];
}
