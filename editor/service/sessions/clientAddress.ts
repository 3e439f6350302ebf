import { networkAddress } from "../../../server/networkAddress.ts";

/**
 * The address a request comes from, as the sign-in limits count it: the connection's, or, behind a reverse proxy the
 * service is told to trust (EDITOR_TRUST_PROXY), the last address of X-Forwarded-For — the one the proxy itself saw
 * and appended. The addresses before it are whatever the client wrote, so they are never believed. An IPv6 client is
 * its /64 network (server/networkAddress.ts): its other addresses cost it nothing.
 */
export function clientAddress(
  connection: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: boolean,
): string {
  const sent = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  const proxied = trustProxy ? sent?.split(",").at(-1)?.trim() : undefined;
  const address = proxied || connection;
  return address ? networkAddress(address) : "desconhecido";
}
