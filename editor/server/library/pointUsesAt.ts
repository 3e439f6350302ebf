/**
 * Every document that shows an image made to show another address instead, through the store: the files on the dev
 * server, the team's drafts on the editor service (models of sections too), each kept on top of whatever it is now.
 * What "Renomear" and, on the service, "Substituir" do to the documents.
 */
import type { UseKind } from "../../shared/library.ts";
import { COLLECTION } from "../collectionApi.ts";
import type { DocumentKind, EditorContext } from "../documents/documentKind.ts";
import { storeOf } from "../documents/fileStore.ts";
import { PAGE } from "../pageApi.ts";
import { SECTION } from "../sections/sectionKind.ts";
import { SITE } from "../siteApi.ts";
import { configDocuments } from "./imageLibrary.ts";
import { imageKindOfDraft, withImageRenamed } from "./imageReferences.ts";

/** The kind of document each place that shows an image is (a variant is a page named `<teste>/<variante>`). */
const KIND_OF_USE: Record<UseKind, DocumentKind> = {
  page: PAGE,
  variant: PAGE,
  collection: COLLECTION,
  site: SITE,
  section: SECTION,
};

/** One document that may show the image: its kind, name, data as work in progress has it, and its file's path. */
interface Shown {
  use: UseKind;
  name: string;
  data: unknown;
  file: string;
}

/** Every document as work in progress has it: each file, or its draft where the store keeps one. */
async function shownNow(context: EditorContext): Promise<Shown[]> {
  const documents = new Map<string, Shown>();
  for (const { kind, name, data, file } of await configDocuments(context.configDir))
    documents.set(`${kind}/${name}`, { use: kind, name, data, file });
  for (const draft of context.unpublished?.list() ?? []) {
    const use = imageKindOfDraft(draft.kind, draft.name);
    if (use) documents.set(`${use}/${draft.name}`, { use, name: draft.name, data: draft.data, file: "" });
  }
  return [...documents.values()].map((shown) => ({
    ...shown,
    file: shown.file || KIND_OF_USE[shown.use].fileOf(shown.name),
  }));
}

/** A document made to show another image: its kind, name and config path. */
export interface PointedDocument {
  kind: DocumentKind;
  name: string;
  file: string;
}

/** Makes every document that shows `from` show `to` (nothing else in it changes): those it changed, by path. */
export async function pointUsesAt(context: EditorContext, from: string, to: string): Promise<PointedDocument[]> {
  const store = storeOf(context);
  const changed = new Map<string, PointedDocument>();
  for (const shown of await shownNow(context)) {
    const pointed = withImageRenamed(shown.use, shown.data, from, to);
    if (!pointed) continue;
    const kind = KIND_OF_USE[shown.use];
    await store.keep(kind, shown.name, pointed as Record<string, unknown>, null, true);
    changed.set(shown.file, { kind, name: shown.name, file: shown.file });
  }
  return [...changed.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/**
 * After an image's documents were pointed at its new address on the editor service: an Editor's change waits for a
 * Publisher, who is asked to review the first document (as "Pedir revisão"). Whether the review was asked.
 */
export function askReviewOfPointed(context: EditorContext, pointed: PointedDocument[], note: string): boolean {
  const first = pointed[0];
  return !!first && !!context.store?.askReviewIfEditor(first.kind, first.name, note);
}
