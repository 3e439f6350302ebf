/** A year, and never revalidated: the name of a hashed build file changes whenever its content does. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Cache-Control for a file of the build, from its path relative to the build folder (`/assets/app-1a2b.js`), never
 * from its absolute path: a build kept under some folder named `assets` must not make its HTML immutable.
 * Everything outside /assets/ (HTML, page data, images, favicon) is revalidated so that a deploy shows at once.
 */
export function cacheControlFor(pathInBuild: string): string {
  return pathInBuild.startsWith("/assets/") ? IMMUTABLE : "no-cache";
}
