import { createReadStream, existsSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize } from "node:path";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
};

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml"]);

/** The file under `root` that a URL path names, or undefined (never a path outside `root`). */
export function fileFor(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root)) return undefined;
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
}

/** The compression a text file is sent with: Brotli when the browser takes it (about 15 % smaller), else gzip. */
function encodingFor(request: IncomingMessage, ext: string): "br" | "gzip" | undefined {
  if (!COMPRESSIBLE.has(ext)) return undefined;
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  return /\bgzip\b/.test(accepted) ? "gzip" : undefined;
}

/** Brotli at level 6, as deploy/nginx.conf compresses. */
const brotli = () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });

/** Sends a file with its type, cache policy (hashed assets: a year; everything else: revalidate) and compression. */
export function sendFile(request: IncomingMessage, response: ServerResponse, path: string, status = 200, headers: Record<string, string> = {}): void {
  const ext = extname(path);
  const hashed = /[/\\]assets[/\\]/.test(path);
  const encoding = encodingFor(request, ext);
  response.writeHead(status, {
    ...headers,
    "Content-Type": TYPES[ext] ?? "application/octet-stream",
    "Cache-Control": hashed ? "public, max-age=31536000, immutable" : "no-cache",
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  const stream = createReadStream(path);
  (encoding ? stream.pipe(encoding === "br" ? brotli() : createGzip()) : stream).pipe(response);
}
