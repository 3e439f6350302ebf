import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { addLandingPages } from "./landingPages.ts";
import { copyProject, removeCopy } from "./projectCopy.ts";
import { runNpm } from "./runNpm.ts";

/** What a site of `pages` generated landing pages (plus the real ones) costs to validate and build. */
export interface ScaleResult {
  pages: number;
  validateMs: number;
  buildMs: number;
  buildPeakBytes: number;
  /** `npm run build` again after one page's title changed. */
  rebuildMs: number;
  /** How many routes that second build rendered (the others' files came from the build cache). */
  rebuildRendered: number;
  serverBundleBytes: number;
}

/** The routes a build rendered, from its prerender line ("dados de N … (M reaproveitadas …"). */
function renderedRoutes(output: string): number {
  const routes = Number(/dados de (\d+) em dist\/_data\//.exec(output)?.[1] ?? NaN);
  const reused = Number(/\((\d+) reaproveitadas/.exec(output)?.[1] ?? 0);
  return routes - reused;
}

/**
 * Measures one size of site in a throwaway copy of the project: validate, build, then build again after one edit,
 * with Node's default memory (NODE_OPTIONS cleared, so no larger heap hides a memory problem).
 */
export async function measureScale(root: string, pages: number): Promise<ScaleResult> {
  delete process.env.NODE_OPTIONS;
  const dir = copyProject(root, `scale-${pages}`);
  try {
    addLandingPages(dir, pages);
    const validate = await runNpm(dir, "validate");
    const build = await runNpm(dir, "build");
    const serverBundleBytes = readFileSync(join(dir, ".ssr", "entry-server.js")).length;
    const edited = join(dir, "site.config", "pages", "lp-00001.json");
    writeFileSync(edited, readFileSync(edited, "utf8").replace('"title": "Oferta 00001', '"title": "Oferta editada 00001'));
    const rebuild = await runNpm(dir, "build");
    return {
      pages,
      validateMs: validate.ms,
      buildMs: build.ms,
      buildPeakBytes: build.peakBytes,
      rebuildMs: rebuild.ms,
      rebuildRendered: renderedRoutes(rebuild.output),
      serverBundleBytes,
    };
  } finally {
    removeCopy(dir);
  }
}
