import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { imageSize } from "image-size";
import type { ImageFile } from "../shared/api.ts";

const IMAGE = /\.(svg|png|jpe?g|webp|avif)$/i;

/** Every image under `<public>/img/` (subfolders too) with its natural size, by path. */
export function listImages(publicDir: string): ImageFile[] {
  const root = join(publicDir, "img");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => IMAGE.test(file))
    .sort();
  return files.flatMap((file) => {
    try {
      const { width, height } = imageSize(readFileSync(join(root, file)));
      if (!width || !height) return [];
      return [{ src: `/${relative(publicDir, join(root, file)).split(sep).join("/")}`, width, height }];
    } catch {
      // A file whose size cannot be read is not offered: its width and height could not be filled in.
      return [];
    }
  });
}
