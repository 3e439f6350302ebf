/**
 * Open, validate, save (409 on a stale version), compare, publish, history and restore, once for every kind of
 * document (documentKind.ts). Bodies arrive already checked by the route's schema (documentRoutes.ts); every refusal
 * is a status with a pt-BR sentence, and a refused save or publication leaves the file as it was.
 */
import type {
  Comparison,
  OpenedPage,
  PageAtCommit,
  PageCommit,
  Person,
  Refusal,
  SaveRequest,
  ValidationResult,
} from "../../shared/api.ts";
import type { Problem } from "../../../validator/problem.ts";
import { problemText } from "../../../validator/problemCodes.ts";
import { fieldChanges } from "../../shared/fieldChanges.ts";
import { GitRepository } from "../gitRepository.ts";
import { invalid, refused, type Answer } from "../http.ts";
import { isRecord, refusalText, type PageFile, type PagesFolder } from "../pageFiles.ts";
import type { FileToCommit } from "../indexEntries.ts";
import { draftNames, publishFiles, repositoryOf, type PublishingContext } from "../publishing.ts";
import type { DocumentKind, EditorContext } from "./documentKind.ts";
import type { DocumentStore } from "./documentStore.ts";
import { documentText, storeOf } from "./fileStore.ts";
import { stopsSaving } from "../validation/stopsSaving.ts";

const COMMIT = /^[0-9a-f]{40}$/;

const notJson = (file: string, when: string) =>
  refused(422, `${file} não é um JSON válido: corrija-o no editor de texto ${when} (npm run validate mostra onde).`);

/** The value of a JSON object's text, or undefined. */
function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const data: unknown = JSON.parse(text);
    return isRecord(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why `name` cannot be worked on, or undefined: a kind that creates documents takes a new name by npm run new-page's
 * rule (`detailed` gives that rule's own sentence, else the kind's short one); any other kind's document must exist.
 */
function refusedName(kind: DocumentKind, context: EditorContext, name: string, detailed = false) {
  const folder = kind.folder(context);
  const exists = folder.has(name) || storeOf(context).draft(kind, name) !== undefined;
  if (!kind.creates) return exists ? undefined : refused(404, kind.words.missing(kind.fileOf(name)));
  if (exists) return undefined;
  const target = folder.pathFor(name, { creating: !folder.has(name) });
  if (!("error" in target)) return undefined;
  return refused(400, detailed ? target.error : (kind.words.badName ?? target.error));
}

/**
 * A document's file as `npm run validate` reads it, or the refusal: 404 when it does not exist, 422 with the
 * validator's problem when it cannot be read safely (a link leading outside site.config/, a FIFO, too large, not UTF-8).
 */
function readDocument(kind: DocumentKind, folder: PagesFolder, name: string): PageFile | Answer {
  const file = folder.readOrRefuse(name);
  if (!file) return refused(404, kind.words.missing(kind.fileOf(name)));
  if (!("text" in file)) return refused(422, refusalText(file));
  return file;
}

const isAnswer = (read: PageFile | Answer): read is Answer => "status" in read;

/**
 * A document to edit: its work in progress when the store keeps it apart (a draft of the service), else its file; the
 * version a save names; and, when known, whether it is saved but not published.
 */
export async function openDocument(kind: DocumentKind, context: EditorContext, name: string): Promise<Answer> {
  const kept = storeOf(context).draft(kind, name);
  if (kept) return { status: 200, body: { name, ...kept, draft: true } satisfies OpenedPage };
  const folder = kind.folder(context);
  const file = readDocument(kind, folder, name);
  if (isAnswer(file)) return file;
  const data = parseObject(file.text);
  if (!data) return notJson(kind.fileOf(name), "antes de abri-lo aqui");
  const drafts = await draftNames(context, folder.dir);
  const body: OpenedPage = {
    name,
    data,
    version: file.version,
    ...(drafts && { draft: drafts.has(name) }),
  };
  return { status: 200, body };
}

/** The validator's verdict on a document as edited, without saving it. */
/** The code of an image missing from public/, which an image sent and waiting for its publication is not. */
export const MISSING_FILE = problemText("missingPublicFile", { path: "" }).code;

/** `verdict` without the missing-file problems of images that wait in the store (they go out with the publication). */
function withWaitingImages<V extends ValidationResult>(store: DocumentStore, verdict: V): V {
  const present = (problem: Problem) =>
    problem.code === MISSING_FILE && store.isWaitingImage(String(problem.details.path));
  return {
    ...verdict,
    problems: verdict.problems.filter((problem) => !present(problem)),
    others: verdict.others.filter((problem) => !present(problem)),
  };
}

export async function validateDocument(
  kind: DocumentKind,
  context: EditorContext,
  name: string,
  data: Record<string, unknown>,
): Promise<Answer> {
  const refusal = refusedName(kind, context, name);
  if (refusal) return refusal;
  const verdict = withWaitingImages(storeOf(context), await kind.validate(context, name, data));
  return { status: 200, body: kind.report ? kind.report(data, verdict) : verdict };
}

/**
 * Saves a document into the store (documentStore.ts: its file on the dev server, its draft on the service): a file is
 * refused with the validator's problems (422), its own or those it would cause in other files (but prices that must
 * agree on two documents, which are saved one after the other: stopsSaving.ts), a draft is kept with them; either is
 * refused when it changed (or went) since it was opened (409, unless `force`).
 */
export async function saveDocument(
  kind: DocumentKind,
  context: EditorContext,
  name: string,
  { data, version, force }: SaveRequest,
): Promise<Answer> {
  const refusal = refusedName(kind, context, name, true);
  if (refusal) return refusal;
  const store = storeOf(context);
  if (!store.keepsProblems) {
    const validation = await kind.validate(context, name, data);
    if (validation.problems.some(stopsSaving) || validation.others.some(stopsSaving)) return invalid(validation);
  }
  const kept = await store.keep(kind, name, data, version, force);
  if ("conflict" in kept)
    return { status: 409, body: { reason: "conflict", message: kept.conflict } satisfies Refusal };
  return { status: 200, body: { version: kept.version } };
}

/** The open document as saving it would write it, beside the file on disk: what "Comparar" shows. */
export async function compareDocument(
  kind: DocumentKind,
  context: EditorContext,
  name: string,
  data: Record<string, unknown>,
): Promise<Answer> {
  const refusal = refusedName(kind, context, name);
  if (refusal) return refusal;
  const disk = kind.folder(context).read(name)?.text;
  const mine = await documentText(kind, context, disk, data);
  return { status: 200, body: { disk: disk ?? null, mine } satisfies Comparison };
}

/**
 * Publishes a saved document, as `author` when given (the signed-in person): inside the repository's queue
 * (publishing.ts), reads it, validates it, and commits the text it validated (a save that lands meanwhile stays a
 * draft) with its companions (a page's images), nothing else whatever else is staged, with the marketer's message;
 * then sends it to the site.
 */
export function publishDocument(
  kind: DocumentKind,
  context: PublishingContext,
  name: string,
  message: string,
  author: Person | undefined = context.author,
): Promise<Answer> {
  const prepare = async (): Promise<FileToCommit[] | Answer> => {
    const folder = kind.folder(context);
    const file = readDocument(kind, folder, name);
    if (isAnswer(file)) return file;
    const data = parseObject(file.text);
    if (!data) return notJson(kind.fileOf(name), "antes de publicar");
    const validation = await kind.validate(context, name, data);
    if (validation.problems.length) return invalid(validation);
    const companions = (kind.companions?.(context, data, name) ?? []).map((path) => ({ path }));
    const target = folder.pathFor(name, { creating: false });
    if ("error" in target) return refused(400, target.error);
    return [{ path: target.path, text: file.text }, ...companions];
  };
  return publishFiles(context, prepare, message, kind.words.published, author);
}

/**
 * Publishes a document as the store has it: its work in progress kept apart (the service's draft, with everything it
 * needs), or else its file as it is.
 */
export function publishStored(kind: DocumentKind, context: EditorContext, name: string, message: string) {
  const store = storeOf(context);
  const kept = store.draft(kind, name);
  return kept ? store.publish(kind, name, kept.data, message) : publishDocument(kind, context, name, message);
}

/** The absolute path of an existing document's file, or the refusal for a name that has none. */
function existingPath(kind: DocumentKind, context: PublishingContext, name: string): string | Answer {
  const target = kind.folder(context).pathFor(name, { creating: false });
  return "error" in target ? refused(400, target.error) : target.path;
}

/**
 * How many of the newest versions the history says the changes of: each costs reading two versions of the file, and
 * the history of a page edited every day for years would otherwise take seconds to open.
 */
export const HISTORY_CHANGES = 40;

/**
 * The commits of a document's file, newest first (across renames), the newest {@link HISTORY_CHANGES} each with what
 * it changed against the version before it, by block and field in Portuguese (the first version, none: it made the
 * file).
 */
export async function documentHistory(kind: DocumentKind, context: EditorContext, name: string): Promise<Answer> {
  const path = existingPath(kind, context, name);
  if (typeof path !== "string") return path;
  const repository = await repositoryOf(context);
  if (!(repository instanceof GitRepository)) return repository;
  const log = await repository.log(path);
  const commits: PageCommit[] = log.map(({ commit, author, date, message, byEditor }) => ({
    commit,
    author,
    date,
    message,
    ...(!byEditor && { outside: true }),
  }));
  if (log.length === 0) return { status: 200, body: commits };
  const schema = kind.described(await context.schemas());
  // Read one by one, newest first: each version is the "after" of its commit and the "before" of the next one down.
  const versions: Array<Record<string, unknown> | undefined> = [];
  for (const entry of log.slice(0, HISTORY_CHANGES + 1))
    versions.push(parseObject((await repository.contentAt(entry.commit, entry.path)) ?? "") ?? undefined);
  commits.slice(0, HISTORY_CHANGES).forEach((commit, index) => {
    const after = versions[index];
    const before = versions[index + 1];
    if (index === log.length - 1) commit.first = true;
    else if (after && before) commit.changes = fieldChanges(schema, before, after);
  });
  return { status: 200, body: commits };
}

/**
 * A document's data at one commit of its history, to show or restore (only a commit of that history: no other file
 * can be read). Restoring is the editor's: the data goes into the form as an unsaved edit, and history is never
 * rewritten.
 */
export async function documentAtCommit(
  kind: DocumentKind,
  context: PublishingContext,
  name: string,
  commit: string,
): Promise<Answer> {
  const path = existingPath(kind, context, name);
  if (typeof path !== "string") return path;
  const repository = await repositoryOf(context);
  if (!(repository instanceof GitRepository)) return repository;
  const file = kind.fileOf(name);
  const entry = COMMIT.test(commit) && (await repository.log(path)).find((candidate) => candidate.commit === commit);
  if (!entry) return refused(404, `Essa versão não está no histórico de ${file}.`);
  const data = parseObject((await repository.contentAt(entry.commit, entry.path)) ?? "");
  if (!data)
    return refused(422, `Nessa versão, ${file} não é um JSON válido: ela não pode ser mostrada nem restaurada.`);
  return { status: 200, body: { commit, data } satisfies PageAtCommit };
}
