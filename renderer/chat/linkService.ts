import type { ChatLink } from "../../schema/generated/page.ts";
import { fetchJson } from "../http/fetchJson.ts";
import { isHttpsUrl } from "./safeUrl.ts";

/** Where and how to ask the link service. */
export interface LinkServiceSettings {
  baseUrl: string;
  productPath: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** `GET {base}{endpoint}/{productPath}?grupo=...` for a link that has a group. */
export function linkServiceUrl(settings: LinkServiceSettings, link: ChatLink & { grupo: string }): string {
  const base = settings.baseUrl.replace(/\/+$/, "");
  return `${base}${link.endpoint ?? ""}/${settings.productPath}?grupo=${encodeURIComponent(link.grupo)}`;
}

/**
 * Asks the service for a group's chat link. Only an answer `{status: "ok", link: "https://..."}` counts;
 * every other outcome (other status, HTTP error, network error, bad JSON, timeout, unsafe link) is null,
 * and the caller keeps its fallback.
 */
export async function fetchChatLink(settings: LinkServiceSettings, link: ChatLink & { grupo: string }): Promise<string | null> {
  const result = await fetchJson(linkServiceUrl(settings, link), { timeoutMs: settings.timeoutMs, fetchImpl: settings.fetchImpl });
  if (!result.ok || !result.data || typeof result.data !== "object") return null;
  const { status, link: url } = result.data as { status?: unknown; link?: unknown };
  return status === "ok" && isHttpsUrl(url) ? url : null;
}
