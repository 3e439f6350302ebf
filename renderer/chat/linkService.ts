import type { ChatLink } from "../../schema/generated/page.ts";
import type { Attribution } from "../../model/experiments/attribution.ts";
import type { Campaign } from "../campaign/campaignParams.ts";
import { fetchJson } from "../http/fetchJson.ts";
import { isHttpsUrl } from "./safeUrl.ts";

/** Where and how to ask the link service. */
export interface LinkServiceSettings {
  baseUrl: string;
  productPath: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  /** The visit's campaign parameters, sent along so that the service can attribute the lead. */
  campaign?: Campaign;
  /** The A/B test and variant the page view counts for, sent as `experimento` and `variante`. */
  experiment?: Attribution;
}

/**
 * `GET {base}{endpoint}/{productPath}?grupo=...`, then the visit's campaign parameters and, in an A/B test, `experimento`
 * and `variante` (names of their own: the visitor's utm_* stay as the ad set them), for a link that has a group.
 */
export function linkServiceUrl(settings: LinkServiceSettings, link: ChatLink & { grupo: string }): string {
  const base = settings.baseUrl.replace(/\/+$/, "");
  const { experiment } = settings;
  const query = new URLSearchParams({
    grupo: link.grupo,
    ...settings.campaign,
    ...(experiment && { experimento: experiment.test, variante: experiment.variant }),
  });
  return `${base}${link.endpoint ?? ""}/${settings.productPath}?${query}`;
}

/**
 * Asks the service for a group's chat link. Only an answer `{status: "ok", link: "https://..."}` counts;
 * every other outcome (other status, HTTP error, network error, bad JSON, timeout, unsafe link) is null,
 * and the caller keeps its fallback.
 */
export async function fetchChatLink(
  settings: LinkServiceSettings,
  link: ChatLink & { grupo: string },
): Promise<string | null> {
  const result = await fetchJson(linkServiceUrl(settings, link), {
    timeoutMs: settings.timeoutMs,
    fetchImpl: settings.fetchImpl,
  });
  if (!result.ok || !result.data || typeof result.data !== "object") return null;
  const { status, link: url } = result.data as { status?: unknown; link?: unknown };
  return status === "ok" && isHttpsUrl(url) ? url : null;
}
