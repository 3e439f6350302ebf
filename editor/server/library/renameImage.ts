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
import type { RenamedImage, RenameImageRequest } from "../../shared/library.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { storeOf } from "../documents/fileStore.ts";
import { refused, type Answer } from "../http.ts";
import { imageStem } from "../imageNames.ts";
import { libraryFile } from "./libraryFile.ts";
import { askReviewOfPointed, pointUsesAt } from "./pointUsesAt.ts";

/** The address `src` takes under the new `name`: same folder and format, the name made safe as an upload's. */
export function renamedAddress(src: string, name: string): string {
  return posix.join(posix.dirname(src), `${imageStem(name)}${extname(src).toLowerCase()}`);
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
  const pointed = await pointUsesAt(context, src, to);
  const note = `Imagem ${posix.basename(src)} renomeada para ${posix.basename(to)}`;
  const reviewAsked = askReviewOfPointed(context, pointed, note);
  const body: RenamedImage = { src: to, changed: pointed.map(({ file }) => file), ...(reviewAsked && { reviewAsked }) };
  return { status: 200, body };
}
