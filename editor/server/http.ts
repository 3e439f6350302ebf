import type { IncomingMessage, ServerResponse } from "node:http";

const MAX_BODY = 2 * 1024 * 1024;

/** An answer the endpoints give: a status and a JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The request's JSON body (up to 2 MB). */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error("Pedido grande demais.");
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
}

export function sendJson(response: ServerResponse, { status, body }: Answer): void {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
}
