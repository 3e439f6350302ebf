import { currentYear } from "../../model/content/currentYear.ts";

/**
 * The constants vite.config.ts defines for the bundle: `__BUILD_YEAR__`, so that the prerendered HTML and the app that
 * hydrates it show the build's year (decision 025). A module of its own so that deciding whether a Vite build can be
 * reused (build/cache/viteInputs.ts) computes them without loading Vite's config, which takes seconds.
 */
export function buildDefines(): Record<string, string> {
  return { __BUILD_YEAR__: JSON.stringify(currentYear) };
}
