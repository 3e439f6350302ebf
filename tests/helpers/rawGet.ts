import { request, type IncomingHttpHeaders } from "node:http";

/** An HTTP answer with its raw (never decompressed) body. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * GET (or `method`) `target` from `base` (`http://127.0.0.1:port`) exactly as written — no URL normalization of `..` or escapes,
 * no connection pool, no transparent decompression — so that what a server sends can be checked byte for byte.
 */
export function rawGet(
  base: string,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, headers, method, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
