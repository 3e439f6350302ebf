import type { LeadOrigin } from "../../renderer/campaign/leadOrigin.ts";
import { fetchJson } from "../../renderer/http/fetchJson.ts";
import type { ContactValues } from "./contactSchema.ts";

/**
 * How a submission ended: accepted; answered with another status (nothing is shown); or no usable answer
 * at all (network error, timeout, HTTP error, malformed JSON), where the visitor is offered the chat instead.
 */
export type SendOutcome = "ok" | "refused" | "unreachable";

/** Options of {@link sendContact}. */
export interface SendContactOptions {
  timeoutMs: number;
  /** The visit's campaign parameters (and A/B test), sent as `origem` when there are any. */
  origem?: LeadOrigin;
  fetchImpl?: typeof fetch;
}

/**
 * Posts {nome, email, telefone} as JSON, plus `origem` (the visit's campaign) when known; termos never leaves the
 * page. Only `{status: "ok"}` counts as accepted.
 */
export async function sendContact(
  url: string,
  values: ContactValues,
  { timeoutMs, origem, fetchImpl }: SendContactOptions,
): Promise<SendOutcome> {
  const { nome, email, telefone } = values;
  const body = { nome, email, telefone, ...(origem && Object.keys(origem).length > 0 ? { origem } : {}) };
  const result = await fetchJson(url, { method: "POST", body, timeoutMs, fetchImpl });
  if (!result.ok) return "unreachable";
  const status = (result.data as { status?: unknown } | null)?.status;
  return status === "ok" ? "ok" : "refused";
}
