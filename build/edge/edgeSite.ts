import { readdirSync } from "node:fs";
import { extname } from "node:path";
import { contentType } from "mime-types";
import { PRECOMPRESSED } from "../compressedCopies.ts";
import { browserRoutesOf } from "../../model/routing/routeResolver.ts";
import { securityHeaders } from "../../server/securityHeaders.ts";
import type { ServeManifest } from "../../server/serveManifest.ts";
import type { EdgeSite } from "../../server/edge/edgeSite.ts";

/**
 * The Content-Type of every file extension in the build, as npm run serve sends it (`send` and server/staticFiles.ts
 * take it from mime-types), and of the precompressed copies' own suffixes.
 */
export function contentTypesOf(distDir: string): Record<string, string> {
  const names = readdirSync(distDir, { recursive: true, encoding: "utf8" });
  const extensions = new Set([
    ...names.map((name) => extname(name).toLowerCase()),
    ...PRECOMPRESSED.map((copy) => copy.suffix),
  ]);
  return Object.fromEntries(
    [...extensions].sort().flatMap((extension) => {
      const type = extension && contentType(extension);
      return type ? [[extension, type]] : [];
    }),
  );
}

/**
 * What the edge Worker is told about the site, from the build's serve manifest (dist/_serve.json), the services'
 * addresses the build was given and its files' types: the routes it must resolve itself (those the browser knows, and
 * the tested pages': every other page is found as a file), the security headers, the running tests.
 */
export function edgeSiteOf(
  manifest: Pick<ServeManifest, "routes" | "tagManager" | "inlineScriptHashes" | "experiments">,
  serviceUrls: Array<string | undefined>,
  contentTypes: Record<string, string>,
): EdgeSite {
  const experiments = manifest.experiments ?? [];
  const tested = experiments.map((split) => split.route);
  return {
    routes: [...new Set([...browserRoutesOf(manifest.routes), ...tested])],
    headers: securityHeaders(serviceUrls, {
      tagManager: manifest.tagManager,
      inlineScriptHashes: manifest.inlineScriptHashes,
    }),
    experiments,
    contentTypes,
  };
}
