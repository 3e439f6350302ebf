import { realpathSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, posix } from "node:path";
import { contentType } from "mime-types";
import send from "send";
import { cacheControlFor } from "./cachePolicy.ts";
import { precompressedVariant } from "./precompressedVariant.ts";
import { reachesOutside } from "./reachesOutside.ts";
import { decodedPath } from "./requestTarget.ts";
import { answerFailure } from "./answerFailure.ts";

/** A request handler that calls `next` when it has no file for the request. */
export type FileHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** An error `send` reports: an HTTP status, the headers that go with it, and the file system's code when there is one. */
type SendError = Error & { status?: number; headers?: Record<string, string>; code?: string };

/**
 * Whether the build's `pathname` is a FIFO or a device: opening a FIFO waits for a writer forever (holding one of the
 * few threads every file read of the server shares) and a device such as /dev/zero never ends. (A socket fails to
 * open at once, and is answered as a file that cannot be read.)
 */
function isSpecialFile(root: string, pathname: string): boolean {
  try {
    const stats = statSync(join(root, posix.normalize(pathname)), { throwIfNoEntry: false });
    return stats !== undefined && (stats.isFIFO() || stats.isCharacterDevice() || stats.isBlockDevice());
  } catch {
    return false; // A name too long or a path through a file: `send` answers these as it always has.
  }
}

/**
 * The build's files, sent by `send` (the file layer of Express's static middleware, decision 032): conditional GET
 * (ETag, If-Modified-Since → 304; If-Match, If-Unmodified-Since → 412), Range per RFC 9110 (one range → 206, an
 * unsatisfiable one → 416 naming the file's size in Content-Range, bad syntax or several ranges → the whole file), HEAD,
 * content types. Only exact file paths (page routes are mapped by the caller). Around it: the build's `.br`/`.gz` copy
 * when the request takes it, the cache policy from the path inside the build, no file reached through a link that
 * leaves the build, no FIFO or device, and any failure ends that one answer (500, or the connection when the headers are out).
 */
export function staticFiles(distDir: string): FileHandler {
  const root = realpathSync(distDir);
  return (request, response, next) => {
    const pathname = decodedPath(request.url ?? "/");
    if (pathname === undefined || reachesOutside(root, pathname) || isSpecialFile(root, pathname)) return next();
    const variant = precompressedVariant(root, pathname, request.headers["accept-encoding"]);
    response.setHeader("Cache-Control", cacheControlFor(pathname));
    // A tested page's answer varies by cookie too (createSiteServer.ts sets that first).
    const vary = response.getHeader("Vary");
    response.setHeader("Vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
    if (variant) {
      response.setHeader("Content-Encoding", variant.encoding);
      response.setHeader("Content-Type", contentType(extname(pathname)) || "application/octet-stream");
    }
    send(request, encodeURI(pathname + (variant?.suffix ?? "")), {
      root,
      index: false,
      extensions: false,
      dotfiles: "allow",
      cacheControl: false,
    })
      .on("directory", () => next())
      .on("error", (error: SendError) => {
        const status = error.status ?? 500;
        if (status === 403 || status === 404) return next();
        if (status === 412 || status === 416) {
          response.writeHead(status, error.headers ?? {}).end();
          return;
        }
        answerFailure(response, `Falha ao ler ${pathname} (${error.code ?? error.message})`);
      })
      .pipe(response);
  };
}
