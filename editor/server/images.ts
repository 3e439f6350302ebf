import { join, relative, sep } from "node:path";
import { imageSize } from "image-size";
import type { ImageFile } from "../shared/api.ts";
import { publicFilesUnder, readPublicFile } from "./publicFiles.ts";

const IMAGE = /\.(svg|png|jpe?g|webp|avif)$/i;

/**
 * Every image under `<public>/img/` (subfolders too) with its natural size, by path. Only regular files are read
 * (publicFiles.ts): a FIFO, a device or a link leading out of public/ is not an image and is left out.
 */
export function listImages(publicDir: string): ImageFile[] {
  const root = join(publicDir, "img");
  return publicFilesUnder(root, publicDir, IMAGE).flatMap((file) => {
    try {
      const bytes = readPublicFile(join(root, file), publicDir);
      if (!bytes) return [];
      const { width, height } = imageSize(bytes);
      if (!width || !height) return [];
      return [{ src: `/${relative(publicDir, join(root, file)).split(sep).join("/")}`, width, height }];
    } catch {
      // A file whose size cannot be read is not offered: its width and height could not be filled in.
      return [];
    }
  });
}
