/**
 * Publishing a draft: the only moment its data reaches the site's files. The publication is a change set
 * (changeSet.ts): the draft with every draft and waiting image it needs, refused whole when one of them changed on
 * disk since its draft started (409, unless `force`) or has problems (422, naming it), else committed as one commit
 * through the publication entry point (publishing.ts) with the texts that were validated. Nothing is written into the
 * checkout before the commit: the files change only once the commit is the branch's (gitRepository.ts), and the
 * drafts and the images go after that.
 */
import type { PublishResult, Refusal, ValidationResult } from "../../shared/api.ts";
import type { DraftPublished } from "../../shared/drafts.ts";
import type { DocumentKind } from "../../server/documents/documentKind.ts";
import type { DocumentChange } from "../../server/documents/documentStore.ts";
import { refused, type Answer } from "../../server/http.ts";
import type { FileToCommit } from "../../server/indexEntries.ts";
import { versionOf } from "../../server/pageFiles.ts";
import { publishFiles } from "../../server/publishing.ts";
import { documentName } from "../../shared/documentName.ts";
import type { Problem } from "../../../validator/problem.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";
import { changeSetOf, filesOf, type ChangeSet, type Piece } from "./changeSet.ts";
import { changeSetProblems } from "./changeSetCheck.ts";

/** What publishing gave: the publication and the version of the document's file it wrote, or the refusal to send. */
export type Publication = { published: PublishResult & DraftPublished } | { refused: Answer & { body: Refusal } };

/** What the HTTP layer sends for a publication. */
export const publicationAnswer = (publication: Publication): Answer =>
  "published" in publication ? { status: 200, body: publication.published } : publication.refused;

/** A refusal's typed form (the publication entry point answers with one on every status but 200). */
const refusalOf = (answer: Answer) => ({ refused: answer as Answer & { body: Refusal } });

/** How a piece is named in a sentence: "a variante B do teste “preco”", "a página “promo”". */
const named = (piece: Piece) => documentName(piece.file);

/** The refusal of a piece changed on disk since its draft started. */
function stale(piece: Piece): Answer {
  const message = `${piece.file} foi alterado fora do editor depois que o rascunho d${named(piece)} começou. Nada foi publicado: abra o rascunho, confira e publique de novo (ou publique assim mesmo, por cima).`;
  return { status: 409, body: { reason: "conflict", message } satisfies Refusal };
}

/** The refusal of a change set whose pieces have problems: the first piece with any is named, and how many. */
function withProblems(set: ChangeSet, problems: Problem[]): Answer | undefined {
  const [root] = set.pieces;
  const ofPiece = (piece: Piece) => problems.filter((problem) => problem.file === piece.file);
  const faulty = set.pieces.find((piece) => ofPiece(piece).length > 0);
  if (!faulty) return undefined;
  const count = ofPiece(faulty).length;
  const inOthers = set.pieces.filter((piece) => piece !== root).flatMap(ofPiece);
  const validation: ValidationResult = { problems: ofPiece(root!), others: inOthers };
  const first = ofPiece(faulty)[0]!;
  const message = `Nada foi publicado: ${named(faulty)} tem ${count === 1 ? "1 problema" : `${count} problemas`}. ${first.message} ${first.hint}`;
  return { status: 422, body: { reason: "invalid", validation, message } satisfies Refusal };
}

/**
 * Publishes the change set of document `name` of `kind` with `message` as the signed-in person: its draft, or `data`
 * when given (a state changed by a button: "Iniciar", "Pausar"), and `also` (the documents the button changes with
 * it), with what they need (see above).
 */
export async function publishChangeSet(
  context: ServiceContext,
  kind: DocumentKind,
  name: string,
  {
    message,
    force,
    data,
    also,
  }: { message: string; force?: boolean; data?: Record<string, unknown>; also?: DocumentChange[] },
): Promise<Publication> {
  const person = signedIn(context);
  const set = changeSetOf(context, kind, name, data, also);
  if (!set)
    return refusalOf(
      refused(
        404,
        `Não há rascunho d${documentName(kind.fileOf(name))} para publicar: ele já foi publicado ou descartado. Abra o documento de novo.`,
      ),
    );
  let committed: FileToCommit[] = [];
  const prepare = async (): Promise<FileToCommit[] | Answer> => {
    for (const piece of set.pieces) {
      const current = piece.kind.folder(context).read(piece.name)?.version ?? null;
      if (piece.base !== current && !force) return stale(piece);
    }
    const files = await filesOf(context, set);
    const texts = new Map(set.pieces.map((piece, index) => [piece.file, files[index]!.text!] as [string, string]));
    const refusal = withProblems(set, changeSetProblems(context, set, texts));
    if (refusal) return refusal;
    committed = files;
    return files;
  };
  const answer = await publishFiles(context, prepare, message, kind.words.published, context.author);
  if (answer.status !== 200) return refusalOf(answer);
  // The commit is the branch's and the work tree holds its files: only now do the drafts and the images go.
  const now = context.clock.now();
  for (const piece of set.pieces) {
    context.stores.drafts.discard(piece.kind.id, piece.name);
    context.stores.audit.record(person, "publicou", piece.file, message, now);
  }
  context.stores.waitingImages.forget(set.images);
  const root = committed[0]!;
  const published = answer.body as PublishResult;
  return { published: { ...published, version: versionOf(root.text!) } };
}

/** Publishes the draft of a document with `message` (`force`: over files changed since their drafts started). */
export function publishDraft(
  context: ServiceContext,
  kind: DocumentKind,
  name: string,
  request: { message: string; force?: boolean },
): Promise<Publication> {
  return publishChangeSet(context, kind, name, request);
}
