import type { IncomingMessage, ServerResponse } from "node:http";
import { appendInOrder } from "./appendInOrder.ts";
import { CONTACT_LIMITS, ContactGate, type ContactLimits, type ContactRefusal } from "./contactLimits.ts";
import type { StandInMode } from "./standInMode.ts";

/** What the stand-ins need to know about the site. */
export interface StandInOptions {
  mode: StandInMode;
  /** Builds the chat link the service would hand out for a group, or undefined for an unknown group. */
  linkFor: (grupo: string) => string | undefined;
  /** JSON-lines file the contact submissions are appended to. */
  contactsFile: string;
  /** How long "slow" waits, in ms (longer than the site's timeouts). */
  slowMs?: number;
  /** The contact stand-in's limits, where they differ from contactLimits.ts's. */
  contactLimits?: Partial<ContactLimits>;
}

function sendJson(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  response.end(body);
}

/** Answers a refusal of the contact stand-in, closing the connection when its body was not read. */
function sendRefusal(response: ServerResponse, { status, body, headers }: ContactRefusal, bodyUnread: boolean): void {
  if (bodyUnread) response.setHeader("Connection", "close");
  sendJson(response, status, JSON.stringify(body), headers);
}

/** A contact is three short fields; anything larger is refused before it fills the memory. */
export const MAX_CONTACT_BYTES = 16 * 1024;

/** The request body as text, or undefined once it passes `limit` bytes. */
async function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Answers as the mode says: the failure modes are the same for both services. */
async function answer(response: ServerResponse, options: StandInOptions, okBody: () => object): Promise<void> {
  switch (options.mode) {
    case "no-answer":
      return; // The socket stays open; the client's timeout must handle it.
    case "slow":
      await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 20_000));
      return sendJson(response, 200, JSON.stringify(okBody()));
    case "http-500":
      return sendJson(response, 500, JSON.stringify({ status: "erro" }));
    case "malformed":
      return sendJson(response, 200, '{"status": "ok", "link": ');
    case "not-ok":
      return sendJson(response, 200, JSON.stringify({ status: "erro", link: "https://example.com/nao-usar" }));
    case "javascript-link":
      return sendJson(response, 200, JSON.stringify({ status: "ok", link: "javascript:alert(1)" }));
    case "http-link":
      return sendJson(response, 200, JSON.stringify({ ...okBody(), link: "http://inseguro.example/chat" }));
    case "ok":
      return sendJson(response, 200, JSON.stringify(okBody()));
  }
}

/** GET /api[/prefix]/{productPath}?grupo=... → {status, link}. */
export async function handleLinkRequest(url: URL, response: ServerResponse, options: StandInOptions): Promise<void> {
  const grupo = url.searchParams.get("grupo") ?? "";
  const link = options.linkFor(grupo);
  if (!link) return sendJson(response, 200, JSON.stringify({ status: "grupo-desconhecido" }));
  return answer(response, options, () => ({ status: "ok", link }));
}

/** The contact stand-in's gate for `options`: one per server, holding the counts of its rate limit. */
export const contactGate = (options: StandInOptions) =>
  new ContactGate({ ...CONTACT_LIMITS, ...options.contactLimits });

/**
 * POST /api/contato {nome, email, telefone} as JSON, from this site's pages, within the limits of `gate`
 * (contactLimits.ts) → appended to the contacts file → {status: "ok"}.
 */
export async function handleContactRequest(
  request: IncomingMessage,
  response: ServerResponse,
  options: StandInOptions,
  gate: ContactGate,
): Promise<void> {
  const refused = gate.beforeBody(request);
  if (refused) return sendRefusal(response, refused, true);
  const body = await readBody(request, MAX_CONTACT_BYTES);
  if (body === undefined) {
    response.setHeader("Connection", "close");
    return sendJson(response, 413, JSON.stringify({ status: "grande-demais" }));
  }
  let lead: unknown;
  try {
    lead = JSON.parse(body);
  } catch {
    return sendJson(response, 400, JSON.stringify({ status: "json-invalido" }));
  }
  const { nome, email, telefone } = (typeof lead === "object" && lead !== null ? lead : {}) as Record<string, unknown>;
  if (![nome, email, telefone].every((field) => typeof field === "string" && field.length > 0)) {
    return sendJson(response, 422, JSON.stringify({ status: "campos-obrigatorios" }));
  }
  if (options.mode === "ok") {
    const full = await gate.fileFull(options.contactsFile);
    if (full) return sendRefusal(response, full, false);
    await appendInOrder(
      options.contactsFile,
      JSON.stringify({ recebidoEm: new Date().toISOString(), nome, email, telefone }) + "\n",
    );
  }
  return answer(response, options, () => ({ status: "ok" }));
}
