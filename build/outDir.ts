import { join } from "node:path";
import { ROOT } from "../model/paths.ts";

/** The build `npm run serve` and nginx serve. `npm run build` replaces it whole once it has succeeded (decision 058). */
export const DIST = join(ROOT, "dist");

/**
 * Where `npm run build` makes the next build (`next/`) and puts the one it replaces (`old-…/`, deleted in the
 * background): beside dist/, on its file system, so that renames replace it.
 */
export const BUILDS_DIR = join(ROOT, ".dist-builds");

/** The folder `npm run build` builds in, which becomes dist/ when every step succeeded. */
export const NEXT_DIST = join(BUILDS_DIR, "next");

/**
 * The variable scripts/build.ts sets to {@link NEXT_DIST} for its steps (Vite's client build, the prerender, the
 * precompression). Not VITE_ or SITE_: Vite would put it in the bundle's environment.
 */
export const OUT_DIR_ENV = "BUILD_OUT_DIR";

/** The folder a build step writes: the one `npm run build` gave it, or dist/ for a step run alone. */
export function buildOutDir(): string {
  return process.env[OUT_DIR_ENV] || DIST;
}
