import { existsSync, readdirSync } from "node:fs";
import { extname, join } from "node:path";
import { contentType } from "mime-types";
import { PRECOMPRESSED, TEXT_EXTENSIONS } from "../compressedCopies.ts";
import { browserRoutesOf } from "../../model/routing/routeResolver.ts";
import { securityHeaders } from "../../server/securityHeaders.ts";
import type { ServeManifest } from "../../server/serveManifest.ts";
import type { EdgeSite } from "../../server/edge/edgeSite.ts";

/** The names of the files in a folder and, when `recursive`, in its folders; none when it does not exist. */
const namesIn = (dir: string, recursive: boolean) =>
  existsSync(dir) ? readdirSync(dir, { recursive, encoding: "utf8" }) : [];

/**
 * The Content-Type of every file extension a build can hold, as npm run serve sends it (`send` and
 * server/staticFiles.ts take it from mime-types): the text files pages are made of, the precompressed copies'
 * suffixes, and the extensions of Vite's files (dist/assets/), of public/ and of the build's top folder. Pages are
 * not listed: a 10,000-page build holds 60,000 files, whose listing took seconds on a loaded machine.
 */
export function contentTypesOf(distDir: string, publicDir: string): Record<string, string> {
  const names = [...namesIn(distDir, false), ...namesIn(join(distDir, "assets"), true), ...namesIn(publicDir, true)];
  const extensions = new Set([
    ...TEXT_EXTENSIONS.map((extension) => `.${extension}`),
    ...PRECOMPRESSED.map((copy) => copy.suffix),
    ...names.map((name) => extname(name).toLowerCase()),
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
