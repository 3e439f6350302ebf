/** A year, and never revalidated: the name of a hashed build file changes whenever its content does. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Everything else is revalidated on every visit, so that a deploy shows at once. */
export const REVALIDATE = "no-cache";

/** The build folder's files whose names carry their content's hash (Vite's output and the prerender's named files). */
export const HASHED_FILES = "/assets/";

/**
 * Cache-Control for a file of the build, from its path relative to the build folder (`/assets/app-1a2b.js`), never
 * from its absolute path: a build kept under some folder named `assets` must not make its HTML immutable.
 * Everything outside /assets/ (HTML, page data, images, favicon) is revalidated. The nginx config the build writes
 * uses the same constants (build/nginx/cacheControl.ts).
 */
export function cacheControlFor(pathInBuild: string): string {
  return pathInBuild.startsWith(HASHED_FILES) ? IMMUTABLE : REVALIDATE;
}
