import type { IncomingMessage } from "node:http";

const LOOPBACK_ADDRESS = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * Why a request to the editor is refused, or undefined when it comes from this machine: sent from a loopback
 * address, addressed to a local host name (a page elsewhere cannot reach it through DNS rebinding), and, when it
 * changes something, sent by a page of the same origin (another site open in the browser cannot post to it).
 */
export function refuseNonLocal(request: Pick<IncomingMessage, "headers" | "method"> & { socket: { remoteAddress?: string } }): string | undefined {
  if (!LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? "")) return "O editor só atende pedidos desta máquina.";
  const host = request.headers.host ?? "";
  if (!LOCAL_HOST.test(host)) return `O editor só atende em localhost, não em "${host}".`;
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return `Pedido de outra origem recusado: ${origin}.`;
  if (!String(request.headers["content-type"] ?? "").startsWith("application/json") && request.method !== "DELETE")
    return "Envie JSON (Content-Type: application/json).";
  return undefined;
}
