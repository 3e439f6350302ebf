import { extname, posix } from "node:path";
import type { ReplacedImage } from "../../shared/library.ts";
import { writeFileAtomically } from "../atomicWrite.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { refused, type Answer } from "../http.ts";
import { libraryFile } from "./libraryFile.ts";
import { askReviewOfPointed, pointUsesAt } from "./pointUsesAt.ts";

const NOT_WEBP = refused(
  415,
  "Só imagens enviadas pelo editor (WebP) podem ser substituídas no lugar. Envie a nova com “Enviar imagem” e troque-a nas páginas.",
);

/**
 * "Substituir" in the image library: every document that shows the image shows the new picture. The file goes through
 * the checks of any image sent (decision 066: content, size, conversion to WebP in a worker); the editor's images are
 * WebP, so the address keeps its format. On the dev server the files are the work in progress: the new picture takes
 * the old one's place. On the editor service nothing of the site's changes before a publication: the new picture
 * waits under a name of its own (the old one's, numbered) and every document that shows the image gets a draft that
 * shows the new one, published with it.
 */
export async function replaceImage(
  context: EditorContext,
  src: string,
  fileName: string,
  bytes: Buffer,
): Promise<Answer> {
  const path = libraryFile(context.publicDir, src);
  if (typeof path !== "string") return path;
  if (extname(path).toLowerCase() !== ".webp") return NOT_WEBP;
  const quotaRefusal = context.admitUpload?.(bytes.length);
  if (quotaRefusal) return quotaRefusal;
  // sharp, a native module, is loaded only when an image is sent.
  const { checkedImage } = await import("../imageUpload.ts");
  const checked = await checkedImage(fileName, bytes);
  if ("status" in checked) return checked;
  const size = { width: checked.width, height: checked.height, bytes: checked.webp.length };
  if (!context.store) {
    writeFileAtomically(path, checked.webp);
    return { status: 200, body: { src, ...size, changed: [] } satisfies ReplacedImage };
  }
  const kept = context.store.keepImage(posix.basename(src, extname(src)), checked.webp);
  const pointed = await pointUsesAt(context, src, kept.src);
  const reviewAsked = askReviewOfPointed(context, pointed, `Imagem ${posix.basename(src)} substituída`);
  const changed = pointed.map(({ file }) => file);
  return {
    status: 200,
    body: { src: kept.src, ...size, changed, ...(reviewAsked && { reviewAsked }) } satisfies ReplacedImage,
  };
}
