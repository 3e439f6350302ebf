import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { addCollection, segmentCityRows } from "./collectionRows.ts";
import { addLandingPages } from "./landingPages.ts";
import { copyProject, removeCopy } from "./projectCopy.ts";
import { runNpm } from "./runNpm.ts";

/** The pages added to the real site: N landing pages (each its own file) or a collection of N rows. */
export interface ScaleSize {
  pages: number;
  kind: "pages" | "collection";
}

/** What a site of generated pages (plus the real ones) costs to validate and build. */
export interface ScaleResult extends ScaleSize {
  validateMs: number;
  /** The validation's processor time (runNpm.ts): the figure a loaded machine changes least. */
  validateCpuMs: number;
  buildMs: number;
  buildPeakBytes: number;
  /** The build's processor time, all its processes (runNpm.ts): the figure a loaded machine changes least. */
  buildCpuMs: number;
  /** `npm run build` again after one page's title changed. */
  rebuildMs: number;
  rebuildCpuMs: number;
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
export async function measureScale(root: string, { pages, kind }: ScaleSize): Promise<ScaleResult> {
  delete process.env.NODE_OPTIONS;
  const dir = copyProject(root, `scale-${kind}-${pages}`);
  try {
    const config = join(dir, "site.config");
    // The one edit: a landing page's title, or one row's text.
    const [edited, before, after] =
      kind === "pages"
        ? [join(config, "pages", "lp-00001.json"), '"title": "Oferta 00001', '"title": "Oferta editada 00001']
        : [join(config, "collections", "segmentos-cidades.json"), '"chamada": "NFC-e', '"chamada": "Agora com NFC-e'];
    if (kind === "pages") addLandingPages(dir, pages);
    else addCollection(config, segmentCityRows(pages));
    const validate = await runNpm(dir, "validate");
    if (!validate.output.includes("nenhum problema")) throw new Error(`validate:\n${validate.output}`);
    const build = await runNpm(dir, "build");
    const serverBundleBytes = readFileSync(join(dir, ".ssr", "entry-server.js")).length;
    writeFileSync(edited, readFileSync(edited, "utf8").replace(before, after));
    const rebuild = await runNpm(dir, "build");
    return {
      pages,
      kind,
      validateMs: validate.ms,
      validateCpuMs: validate.cpuMs,
      buildMs: build.ms,
      buildPeakBytes: build.peakBytes,
      buildCpuMs: build.cpuMs,
      rebuildMs: rebuild.ms,
      rebuildCpuMs: rebuild.cpuMs,
      rebuildRendered: renderedRoutes(rebuild.output),
      serverBundleBytes,
    };
  } finally {
    removeCopy(dir);
  }
}
