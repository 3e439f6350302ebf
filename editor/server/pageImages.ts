import { existsSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { walk } from "../../model/content/walk.ts";

/**
 * The images a page shows from public/img/: every `src` of its data (images, video posters, logos) that starts
 * with /img/, once each, sorted ("/img/foto.webp"). The validator reads `src` the same way to check the files exist.
 */
export function pageImageSources(data: unknown): string[] {
  const sources = new Set<string>();
  walk(data, ({ key, value }) => {
    if (key === "src" && typeof value === "string" && value.startsWith("/img/")) sources.add(value);
  });
  return [...sources].sort();
}

/**
 * The files of public/img/ a page shows, as absolute paths, for publishing the page with its images (an uploaded
 * image is part of the page's change). Only files that exist and lie inside public/img/ are listed: a source such
 * as "/img/../../x" names nothing.
 */
export function pageImageFiles(data: unknown, publicDir: string): string[] {
  const folder = resolve(publicDir, "img");
  return pageImageSources(data)
    .map((src) => resolve(publicDir, `.${src}`))
    .filter((path) => {
      const inside = relative(folder, path);
      return inside !== "" && !inside.startsWith("..") && !isAbsolute(inside) && existsSync(path);
    });
}
