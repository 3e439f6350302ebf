/**
 * The dev server's storage (documentStore.ts): work in progress is the checkout's files, as a developer expects. A
 * document is written atomically as its file's own text with only the changed values replaced; an image goes into
 * public/img/ and is held as pending until a saved document shows it.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { writeUnique } from "../imageUpload.ts";
import { freshJsonText, updateJsonText } from "../jsonText.ts";
import { invalid, refused, type Answer } from "../http.ts";
import type { FileToCommit } from "../indexEntries.ts";
import { holdUpload } from "../pendingUploads.ts";
import { publishFiles } from "../publishing.ts";
import { publishDocument } from "./documentEndpoints.ts";
import type { DocumentKind, EditorContext } from "./documentKind.ts";
import type { DocumentChange, DocumentStore } from "./documentStore.ts";

/** The store of `context`: the service's, or the files. */
export const storeOf = (context: EditorContext): DocumentStore => context.store ?? fileStore(context);

/** The text saving `data` writes: the file's own text with only the changed values replaced, or a fresh file. */
export async function documentText(
  kind: DocumentKind,
  context: EditorContext,
  current: string | undefined,
  data: Record<string, unknown>,
): Promise<string> {
  const schema = await kind.schema(context);
  return current === undefined ? freshJsonText(data, schema) : updateJsonText(current, data, schema);
}

/**
 * The files a publication of `changes` commits, as they are on disk once written, each validated with the others in
 * place (and what each takes along: a page's images, a test's variants); or the refusal of the first with problems.
 */
async function changedFiles(context: EditorContext, changes: DocumentChange[]): Promise<FileToCommit[] | Answer> {
  const files = new Map<string, FileToCommit>();
  for (const { kind, name, data } of changes) {
    const verdict = await kind.validate(context, name, data);
    if (verdict.problems.length) return invalid(verdict);
    const folder = kind.folder(context);
    const target = folder.pathFor(name, { creating: false });
    if ("error" in target) return refused(400, target.error);
    files.set(target.path, { path: target.path, text: folder.read(name)!.text });
    for (const path of kind.companions?.(context, data, name) ?? []) if (!files.has(path)) files.set(path, { path });
  }
  return [...files.values()];
}

/** Work in progress as the checkout's files. */
export function fileStore(context: EditorContext): DocumentStore {
  const write = async (kind: DocumentKind, name: string, data: Record<string, unknown>) => {
    const folder = kind.folder(context);
    const text = await documentText(kind, context, folder.read(name)?.text, data);
    const target = folder.pathFor(name, { creating: !folder.has(name) });
    // A site's first model, or a test's first variant, makes its folder.
    if (!("error" in target)) mkdirSync(dirname(target.path), { recursive: true });
    return folder.write(name, text);
  };
  return {
    keepsProblems: false,
    draft: () => undefined,
    draftNames: () => [],
    keep: async (kind, name, data, version, force) => {
      const current = kind.folder(context).read(name);
      if ((current?.version ?? null) !== version && !force) {
        const happened = current ? "alterado" : "apagado";
        return { conflict: `${kind.fileOf(name)} foi ${happened} fora do editor depois que você o abriu.` };
      }
      return { version: await write(kind, name, data) };
    },
    keepImage: (stem, bytes, extension) => {
      const kept = writeUnique(context.publicDir, stem, bytes, extension);
      // A new file is held as pending until a saved document uses it; the same image sent again is already settled.
      if (kept.created) holdUpload(context.projectDir, kept.src, context.clock?.now() ?? Date.now());
      return kept;
    },
    isWaitingImage: () => false,
    askReviewIfEditor: () => false,
    publish: async (kind, name, data, message) => {
      const previous = kind.folder(context).read(name)?.text;
      await write(kind, name, data);
      const published = await publishDocument(kind, context, name, message);
      // A refused publication leaves the file as it was.
      if (published.status !== 200 && previous !== undefined) kind.folder(context).write(name, previous);
      return published;
    },
    // The developer may do everything: the files are written and published together, or put back as they were.
    publishOrAsk: async (changes, message) => {
      const previous = changes.map(({ kind, name }) => kind.folder(context).read(name)?.text);
      for (const { kind, name, data } of changes) await write(kind, name, data);
      const published = await publishFiles(
        context,
        () => changedFiles(context, changes),
        message,
        changes[0]!.kind.words.published,
      );
      if (published.status !== 200)
        changes.forEach(({ kind, name }, index) => {
          const text = previous[index];
          if (text !== undefined) kind.folder(context).write(name, text);
        });
      return published;
    },
  };
}
