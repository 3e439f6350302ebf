import type { IncomingMessage, ServerResponse } from "node:http";
import type { Refusal, ValidationResult } from "../shared/api.ts";

const MAX_BODY = 2 * 1024 * 1024;

/** An answer the endpoints give: a status, a JSON body and, rarely, headers (a 405's Allow). */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A refusal the editor shows as it is: the status and a pt-BR message saying why and that nothing was changed. */
export const refused = (status: number, message: string): Answer => ({
  status,
  body: { reason: "refused", message } satisfies Refusal,
});

/** A save or publish refused for the validator's problems, which the editor shows on their fields. */
export const invalid = (validation: ValidationResult): Answer => ({
  status: 422,
  body: { reason: "invalid", validation } satisfies Refusal,
});

/** A request's JSON body: the object it holds, or the status and message to refuse it with. */
export type JsonBody = { ok: true; value: Record<string, unknown> } | { ok: false; status: number; message: string };

/** What every endpoint answers to a body that is JSON but not an object. */
export const NOT_AN_OBJECT = "O corpo do pedido deve ser um objeto JSON.";

const refusal = (status: number, message: string): JsonBody => ({ ok: false, status, message });

/** A request's bytes, or how many there were when they went past the limit. */
export type Bytes = { ok: true; bytes: Buffer } | { ok: false; size: number };

/**
 * The request's body, up to `limit` bytes. A body over the limit is still read to its end (and dropped): the answer
 * can then be sent on the same connection.
 */
export async function readBytes(request: IncomingMessage, limit: number): Promise<Bytes> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? { ok: false, size } : { ok: true, bytes: Buffer.concat(chunks) };
}

/**
 * The request's JSON body, which every endpoint expects to be an object (up to 2 MB). The refusals are in Portuguese
 * and never the parser's own message: the editor shows them as they are.
 */
export async function readJsonObject(request: IncomingMessage): Promise<JsonBody> {
  const body = await readBytes(request, MAX_BODY);
  if (!body.ok) return refusal(413, "Pedido grande demais (o limite é 2 MB).");
  let value: unknown;
  try {
    value = JSON.parse(body.bytes.toString("utf8") || "null");
  } catch {
    return refusal(400, "O corpo do pedido não é um JSON válido.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return refusal(400, NOT_AN_OBJECT);
  return { ok: true, value: value as Record<string, unknown> };
}

/** Sends an answer as JSON, never cached. */
export function sendJson(response: ServerResponse, { status, body, headers }: Answer): void {
  response.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  });
  response.end(JSON.stringify(body));
}
