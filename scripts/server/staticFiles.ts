import { realpathSync, type ReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { relative } from "node:path";
import sirv from "sirv";
import { cacheControlFor } from "./cachePolicy.ts";
import { reachesOutside } from "./reachesOutside.ts";
import { decodedPath } from "./requestTarget.ts";

/** A request handler that calls `next` when it has no file for the request. */
export type FileHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * The build's files, served by sirv (the static layer of Vite's preview server): a path resolved inside the folder,
 * ETag and 304, Range, content types, and the build's precompressed `.br`/`.gz` beside each text file (see
 * scripts/precompress.ts). Only exact file paths (no `.html` guessing: page routes are mapped by the caller).
 * `dev: true` is sirv's per-request lookup, as in Vite's preview: a rebuild shows without a restart.
 * Around it: the cache policy from the path relative to the build, no file reached through a link that leaves the
 * build, and a read that fails after the headers went out ends the connection instead of the process.
 */
export function staticFiles(distDir: string): FileHandler {
  const root = realpathSync(distDir);
  const serve = sirv(root, {
    dev: true,
    etag: true,
    extensions: [],
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => response.setHeader("Cache-Control", cacheControlFor(pathname)),
  });
  return (request, response, next) => {
    const pathname = decodedPath(request.url ?? "/");
    if (pathname === undefined || reachesOutside(root, pathname)) return next();
    response.once("pipe", (source: ReadStream) => {
      source.once("error", (error: NodeJS.ErrnoException) => {
        console.error(`Falha ao ler ${relative(root, String(source.path))} (${error.code ?? error.message}); conexão encerrada.`);
        response.destroy();
      });
    });
    serve(request, response, next);
  };
}
