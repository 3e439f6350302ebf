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

/** Makes every document that shows `from` show `to` (nothing else in it changes): the config paths it changed, sorted. */
export async function pointUsesAt(context: EditorContext, from: string, to: string): Promise<string[]> {
  const store = storeOf(context);
  const changed = new Set<string>();
  for (const shown of await shownNow(context)) {
    const pointed = withImageRenamed(shown.use, shown.data, from, to);
    if (!pointed) continue;
    await store.keep(KIND_OF_USE[shown.use], shown.name, pointed as Record<string, unknown>, null, true);
    changed.add(shown.file);
  }
  return [...changed].sort();
}
