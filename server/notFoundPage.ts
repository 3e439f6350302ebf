import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { acceptedEncoding } from "./acceptedEncoding.ts";
import { APP_SHELL } from "./pageFiles.ts";

const readOrNothing = (file: string) => readFile(file).catch(() => undefined);

/** The not-found page's file (the app shell when the build has no 404.html) and its bytes. */
async function notFoundFile(distDir: string): Promise<{ file: string; body: Buffer } | undefined> {
  for (const file of ["/404.html", APP_SHELL].map((page) => join(distDir, page))) {
    const body = await readOrNothing(file);
    if (body) return { file, body };
  }
  return undefined;
}

/**
 * Answers 404 with the build's not-found page, precompressed as the browser accepts, as nginx's
 * `error_page 404 /404.html` does. Read per request, so a rebuild shows at once.
 */
export async function sendNotFound(distDir: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const page = await notFoundFile(distDir);
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  const compressed = page && encoding ? await readOrNothing(page.file + encoding.suffix) : undefined;
  const body = compressed ?? page?.body ?? Buffer.alloc(0);
  response.writeHead(404, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    "Content-Length": body.length,
    Vary: "Accept-Encoding",
    ...(compressed ? { "Content-Encoding": encoding!.encoding } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
