import { lstatSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isAbsolute, join, posix, relative } from "node:path";
import { isPublicFile } from "./publicFiles.ts";

/** The file of public/ a request names, or undefined when it names none (outside it, or not decodable). */
function publicPath(publicDir: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return undefined;
  }
  const path = join(publicDir, posix.normalize(pathname));
  const inside = relative(publicDir, path);
  return inside === "" || inside.startsWith("..") || isAbsolute(inside) ? undefined : path;
}

/** What is at `path`, without following a link; undefined when nothing (or a name the system refuses) is there. */
function entryOf(path: string) {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/**
 * A dev-server middleware that answers 404 for a FIFO, socket or device in public/, or a link there that leads out of
 * it, before Vite's file server opens it: opening a FIFO waits for a writer forever, holding one of the few threads
 * every file read of the dev server shares, so a few requests froze all of them.
 */
export function refuseSpecialPublicFiles(publicDir: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const path = publicPath(publicDir, request.url ?? "/");
    const entry = path && entryOf(path);
    if (!path || !entry || entry.isDirectory() || isPublicFile(path, publicDir)) return next();
    response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Arquivo não encontrado.\n");
  };
}
