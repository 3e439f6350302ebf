/**
 * "Renomear" in the image library: the image gets a new name and every document that shows it shows the new address,
 * through the store (documents/documentStore.ts). On the dev server, work in progress is the files: the image is
 * moved and the documents' files are rewritten, as a save would. On the editor service nothing of the site's changes
 * before a publication: the image waits under its new name with the drafts, every document that shows it (models of
 * sections too) gets a draft with the new address, and published pages keep showing the old one until theirs is
 * published.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, extname, join, posix } from "node:path";
import type { RenamedImage, RenameImageRequest, UseKind } from "../../shared/library.ts";
import { COLLECTION } from "../collectionApi.ts";
import type { DocumentKind, EditorContext } from "../documents/documentKind.ts";
import { storeOf } from "../documents/fileStore.ts";
import { refused, type Answer } from "../http.ts";
import { imageStem } from "../imageNames.ts";
import { PAGE } from "../pageApi.ts";
import { SECTION } from "../sections/sectionKind.ts";
import { SITE } from "../siteApi.ts";
import { configDocuments } from "./imageLibrary.ts";
import { imageKindOfDraft, withImageRenamed } from "./imageReferences.ts";
import { libraryFile } from "./libraryFile.ts";

/** The kind of document each place that shows an image is (a variant is a page named `<teste>/<variante>`). */
const KIND_OF_USE: Record<UseKind, DocumentKind> = {
  page: PAGE,
  variant: PAGE,
  collection: COLLECTION,
  site: SITE,
  section: SECTION,
};

/** The address `src` takes under the new `name`: same folder and format, the name made safe as an upload's. */
export function renamedAddress(src: string, name: string): string {
  return posix.join(posix.dirname(src), `${imageStem(name)}${extname(src).toLowerCase()}`);
}

/** One document that may show the image: its kind, name, data as work in progress has it, and its file's path. */
interface Shown {
  use: UseKind;
  name: string;
  data: unknown;
  file: string;
}

/** Every document as work in progress has it: each file, or its draft where the store keeps one. */
function shownNow(context: EditorContext): Shown[] {
  const documents = new Map<string, Shown>();
  for (const { kind, name, data, file } of configDocuments(context.configDir))
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

/** Renames the image at `src` and rewrites every document that shows it (see above). */
export async function renameImage(context: EditorContext, { src, name }: RenameImageRequest): Promise<Answer> {
  const from = libraryFile(context.publicDir, src);
  if (typeof from !== "string") return from;
  const wanted = renamedAddress(src, name);
  if (wanted === src) return refused(400, "O novo nome é igual ao atual: escreva outro nome.");
  if (existsSync(join(dirname(from), posix.basename(wanted))))
    return refused(409, `Já existe uma imagem chamada “${posix.basename(wanted)}”: escolha outro nome.`);
  const store = storeOf(context);
  const { src: to } = store.keepImage(imageStem(name), readFileSync(from), extname(wanted));
  // On the dev server the files are the work in progress: the old file goes, as every file showing it is rewritten.
  if (!context.store) rmSync(from);
  const changed: string[] = [];
  for (const shown of shownNow(context)) {
    const renamed = withImageRenamed(shown.use, shown.data, src, to);
    if (!renamed) continue;
    const kind = KIND_OF_USE[shown.use];
    // Kept on top of whatever the document is now: a rename changes nothing else in it.
    await store.keep(kind, shown.name, renamed as Record<string, unknown>, null, true);
    changed.push(shown.file);
  }
  const body: RenamedImage = { src: to, changed: [...new Set(changed)].sort() };
  return { status: 200, body };
}
