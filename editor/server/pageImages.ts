import { isAbsolute, relative, resolve } from "node:path";
import { references } from "../../validator/schemas.ts";
import { isPublicFile } from "./publicFiles.ts";

/**
 * The images a page shows from public/img/: the `src` of every value the schema makes an image (images, video
 * posters, photos) that starts with /img/, once each, sorted ("/img/foto.webp"). The validator finds them the same way
 * (model/references) to check the files exist.
 */
export function pageImageSources(data: unknown): string[] {
  const sources = new Set<string>();
  for (const { kind, value } of references().page(data)) {
    const src = kind === "image" && value && typeof value === "object" ? (value as { src?: unknown }).src : undefined;
    if (typeof src === "string" && src.startsWith("/img/")) sources.add(src);
  }
  return [...sources].sort();
}

/**
 * The files of public/img/ a page shows, as absolute paths, for publishing the page with its images (an uploaded
 * image is part of the page's change). Only regular files that lie inside public/img/ are listed: a source such
 * as "/img/../../x" names nothing, and a FIFO, a device or a link leading out of public/ is never committed.
 */
export function pageImageFiles(data: unknown, publicDir: string): string[] {
  const folder = resolve(publicDir, "img");
  return pageImageSources(data)
    .map((src) => resolve(publicDir, `.${src}`))
    .filter((path) => {
      const inside = relative(folder, path);
      return inside !== "" && !inside.startsWith("..") && !isAbsolute(inside) && isPublicFile(path, publicDir);
    });
}
