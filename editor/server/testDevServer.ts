/**
 * For tests: a real Vite dev server (with its own middlewares, such as server.cors) on a loopback port, and raw
 * HTTP requests to it. Raw, because the headers under test (Origin, Host, Sec-Fetch-Site) are ones fetch() sets itself.
 */
import { createServer as createHttpServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer, type InlineConfig } from "vite";

/** What the server answered. */
export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestDevServer {
  /** `http://127.0.0.1:<port>`, the origin the server's own pages have. */
  origin: string;
  ask(method: string, path: string, headers?: Record<string, string>, body?: string): Promise<Reply>;
  close(): Promise<void>;
}

/** Starts Vite in middleware mode (no HMR socket, no browser) behind a plain HTTP server on 127.0.0.1. */
export async function startDevServer(config: InlineConfig): Promise<TestDevServer> {
  const vite = await createServer({
    ...config,
    server: { ...config.server, middlewareMode: true, hmr: false, ws: false },
  });
  const http = createHttpServer(vite.middlewares);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  const ask = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<Reply>((resolve, reject) => {
      const sent = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      });
      sent.on("error", reject);
      sent.end(body);
    });
  const close = async () => {
    await vite.close();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };
  return { origin: `http://127.0.0.1:${port}`, ask, close };
}
