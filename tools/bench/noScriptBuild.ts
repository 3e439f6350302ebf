import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { precompressFile } from "../../build/precompress.ts";
import { withoutScripts } from "./htmlTags.ts";
import { routeFile } from "../../build/routeFile.ts";

/**
 * Copies a build to `outDir` with every static route's HTML stripped of its scripts and modulepreload links (and its
 * precompressed .br/.gz written again, since those are what the server sends). Served the same way as the real
 * build, it is the limit a page can reach: what the browser paints from the prerendered HTML and CSS alone.
 */
export async function writeNoScriptBuild(distDir: string, outDir: string, routes: string[]): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(distDir, outDir, { recursive: true });
  for (const route of routes) {
    const file = join(outDir, routeFile(route));
    writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
    await precompressFile(file, `/${routeFile(route)}`);
  }
}
