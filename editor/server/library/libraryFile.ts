import { isAbsolute, relative, resolve } from "node:path";
import { refused, type Answer } from "../http.ts";
import { isPublicFile } from "../publicFiles.ts";

const IMAGE = /\.(svg|png|jpe?g|webp|avif)$/i;

/** The refusal of an address that names no image of the library (removed meanwhile, or never one). */
export const NOT_IN_LIBRARY = refused(
  404,
  "Esta imagem não está mais na biblioteca: alguém a renomeou ou excluiu. Abra a biblioteca de novo.",
);

/**
 * The file of public/img/ an address names ("/img/foto.webp"), or the refusal: only regular image files inside
 * public/img/ are the library's (publicFiles.ts), whatever the address says ("/img/../../x").
 */
export function libraryFile(publicDir: string, src: string): string | Answer {
  if (!src.startsWith("/img/") || !IMAGE.test(src)) return NOT_IN_LIBRARY;
  const folder = resolve(publicDir, "img");
  const path = resolve(publicDir, `.${src}`);
  const inside = relative(folder, path);
  if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) return NOT_IN_LIBRARY;
  return isPublicFile(path, publicDir) ? path : NOT_IN_LIBRARY;
}
