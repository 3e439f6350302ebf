import { fetchJson } from "../../renderer/http/fetchJson.ts";
import type { ContactValues } from "./contactSchema.ts";

/**
 * How a submission ended: accepted; answered with another status (nothing is shown); or no usable answer
 * at all (network error, timeout, HTTP error, malformed JSON), where the visitor is offered the chat instead.
 */
export type SendOutcome = "ok" | "refused" | "unreachable";

/** Posts {nome, email, telefone} as JSON (termos never leaves the page); only `{status: "ok"}` counts as accepted. */
export async function sendContact(url: string, values: ContactValues, timeoutMs: number, fetchImpl?: typeof fetch): Promise<SendOutcome> {
  const { nome, email, telefone } = values;
  const result = await fetchJson(url, { method: "POST", body: { nome, email, telefone }, timeoutMs, fetchImpl });
  if (!result.ok) return "unreachable";
  const status = (result.data as { status?: unknown } | null)?.status;
  return status === "ok" ? "ok" : "refused";
}
