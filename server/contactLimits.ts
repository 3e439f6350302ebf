import { stat } from "node:fs/promises";
import type { IncomingMessage } from "node:http";

/**
 * The limits of the contact stand-in (`/api/contato` on `npm run serve` without SITE_CONTACT_URL), which is for
 * trying the site on one machine, not for receiving a public's contacts: only the site's own pages may post, as
 * JSON, a few times a minute from each address, into a file that stops growing at {@link ContactLimits.maxFileBytes}.
 */
export interface ContactLimits {
  /** Contacts each client address may send in a minute. */
  perWindow: number;
  /** The size past which the contacts file takes no more (10 MB: some 50,000 contacts). */
  maxFileBytes: number;
  /** The clock of the windows (tests move it). */
  now: () => number;
}

/** A person sends the form once; a developer trying it, a few times a minute. */
export const CONTACT_LIMITS: ContactLimits = {
  perWindow: 10,
  maxFileBytes: 10 * 1024 * 1024,
  now: Date.now,
};

/** The rate limit's window: a fixed minute, counted from the first request after the previous one ended. */
const WINDOW_MS = 60_000;

/** A size as the message says it: "10 MB", or in bytes under a megabyte. */
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${bytes} bytes`
    : `${(bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;

/** Addresses counted in one window at most: past it, a flood from many addresses is refused as a whole. */
const MAX_ADDRESSES = 10_000;

/** A refusal: the status, the stand-in's code for it and a pt-BR sentence for whoever reads the answer. */
export interface ContactRefusal {
  status: number;
  body: { status: string; mensagem: string };
  headers?: Record<string, string>;
}

const refusal = (status: number, code: string, mensagem: string, headers?: Record<string, string>) => ({
  status,
  body: { status: code, mensagem },
  ...(headers ? { headers } : {}),
});

/** Whether a browser says the request comes from another site: its Origin names another host, or Sec-Fetch-Site does. */
function fromAnotherSite(request: IncomingMessage): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false; // Not a browser's request across sites (a browser sends Origin on a POST).
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // "null" (a sandboxed frame, a file) or anything unreadable.
  }
}

/** Whether the body is declared as JSON (`application/json`, with or without a charset). */
const isJson = (request: IncomingMessage) =>
  (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase() === "application/json";

/** The checks made before a contact's body is read, with the counts of the current window. */
export class ContactGate {
  private windowStart = -Infinity;
  private readonly counts = new Map<string, number>();

  constructor(private readonly limits: ContactLimits = CONTACT_LIMITS) {}

  /** Why the request is refused before its body is read (another site, not JSON, too many), or undefined. */
  beforeBody(request: IncomingMessage): ContactRefusal | undefined {
    if (fromAnotherSite(request))
      return refusal(403, "origem-recusada", "Só as páginas deste site podem enviar contatos a este serviço de teste.");
    if (!isJson(request))
      return refusal(415, "json-obrigatorio", "Envie o contato como JSON (Content-Type: application/json).");
    return this.count(request.socket.remoteAddress ?? "");
  }

  /** Why the contacts file takes no more, or undefined while it is under its cap. */
  async fileFull(file: string): Promise<ContactRefusal | undefined> {
    const size = (await stat(file).catch(() => undefined))?.size ?? 0;
    if (size < this.limits.maxFileBytes) return undefined;
    return refusal(
      507,
      "arquivo-cheio",
      `O arquivo de contatos do serviço de teste passou de ${sizeText(this.limits.maxFileBytes)} e não recebe mais nenhum: este serviço é só para testar o site neste computador. Apague ou mova ${file} para receber contatos de novo.`,
    );
  }

  /** Counts a request from `address` in the current window; the one past the limit is refused until it ends. */
  private count(address: string): ContactRefusal | undefined {
    const now = this.limits.now();
    if (now >= this.windowStart + WINDOW_MS) {
      this.windowStart = now;
      this.counts.clear();
    }
    const count = (this.counts.get(address) ?? 0) + 1;
    if (count <= this.limits.perWindow && (this.counts.has(address) || this.counts.size < MAX_ADDRESSES)) {
      this.counts.set(address, count);
      return undefined;
    }
    const seconds = Math.max(1, Math.ceil((this.windowStart + WINDOW_MS - now) / 1000));
    return refusal(
      429,
      "muitos-envios",
      `Contatos demais em pouco tempo: o limite é ${this.limits.perWindow} por minuto. Tente de novo em ${seconds} segundos.`,
      { "Retry-After": String(seconds) },
    );
  }
}
