import { extname } from "node:path";
import type { LibraryImage } from "../../shared/library.ts";
import { writeFileAtomically } from "../atomicWrite.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { refused, type Answer } from "../http.ts";
import { libraryFile } from "./libraryFile.ts";

const NOT_WEBP = refused(
  415,
  "Só imagens enviadas pelo editor (WebP) podem ser substituídas no lugar. Envie a nova com “Enviar imagem” e troque-a nas páginas.",
);

/**
 * "Substituir" in the image library: a new picture under the same address, so every page that shows the image shows
 * the new one. The file goes through the checks of any image sent (decision 066: content, size, conversion to WebP in
 * a worker); the editor's images are WebP, so the address keeps its format. On the editor service it reaches the site
 * with the next page that shows it, as any image sent does.
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
  writeFileAtomically(path, checked.webp);
  const body: Omit<LibraryImage, "uses"> = {
    src,
    width: checked.width,
    height: checked.height,
    bytes: checked.webp.length,
  };
  return { status: 200, body };
}
