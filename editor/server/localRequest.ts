import type { IncomingMessage } from "node:http";

const LOOPBACK_ADDRESS = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;
/**
 * What a change may be sent as: JSON, or an image's bytes. Neither is a type a form of another site can post
 * without the browser asking first (a CORS preflight), which the editor never grants.
 */
const SENT_TYPES = ["application/json", "application/octet-stream"];
/** What browsers send (Sec-Fetch-Site) for a request that a page of another origin made. */
const OTHER_SITE = new Set(["cross-site", "same-site"]);

/** A request as the rule reads it. */
export type EditorRequest = Pick<IncomingMessage, "headers" | "method"> & { socket: { remoteAddress?: string } };

/**
 * What a request asks for: one of the editor's HTML pages, which a link from anywhere may open (they hold no data,
 * and their headers keep other origins from framing them), or the editor's data and changes (its API).
 */
export type Purpose = "page" | "data";

/**
 * Why a request to the editor is refused, or undefined when it comes from this machine: sent from a loopback
 * address, addressed to a local host name (a page elsewhere cannot reach it through DNS rebinding), and, when it
 * reads the editor's data or changes something, sent by a page of the same origin: another site open in the browser,
 * even one on another port of localhost, can neither read the page files nor post to them.
 */
export function refuseNonLocal(request: EditorRequest, purpose: Purpose): string | undefined {
  if (!LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? "")) return "O editor só atende pedidos desta máquina.";
  const host = request.headers.host ?? "";
  if (!LOCAL_HOST.test(host)) return `O editor só atende em localhost, não em "${host}".`;
  return refuseOtherOrigin(request, `http://${host}`, purpose);
}

/**
 * Why a request is refused as sent by a page of another origin than `origin`, or undefined: pages (GET) may be opened
 * from a link anywhere; reads of data must not come from another page; writes must also be JSON or bytes, types a
 * form of another site cannot post without a preflight. The editor service applies it with its public address.
 */
export function refuseOtherOrigin(request: EditorRequest, origin: string, purpose: Purpose): string | undefined {
  const reads = request.method === "GET" || request.method === "HEAD";
  if (reads && purpose === "page") return undefined;
  const foreign = otherOrigin(request, origin);
  if (foreign) return foreign;
  if (reads) return undefined;
  if (
    !SENT_TYPES.some((type) => String(request.headers["content-type"] ?? "").startsWith(type)) &&
    request.method !== "DELETE"
  )
    return "Envie JSON (Content-Type: application/json) ou, para uma imagem, o arquivo (application/octet-stream).";
  return undefined;
}

/**
 * Why the request looks sent by a page of another origin. A read another page could see the answer of is a CORS
 * request, which always carries Origin (and, in current browsers, Sec-Fetch-Site); so do all writes. Without either
 * (curl, the address bar), the answer goes to no other page.
 */
function otherOrigin({ headers }: EditorRequest, expected: string): string | undefined {
  const origin = headers.origin;
  if (origin !== undefined && origin !== expected) return `Pedido de outra origem recusado: ${origin}.`;
  const site = String(headers["sec-fetch-site"] ?? "");
  if (OTHER_SITE.has(site))
    return `Pedido de outra origem recusado: o navegador o marcou como vindo de outro site (${site}).`;
  return undefined;
}
