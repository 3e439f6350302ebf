import { xsrfHeader } from "./xsrf.ts";

/** Why a request produced no usable JSON. */
export type FetchFailure = "timeout" | "network" | "http" | "malformed";

/** The outcome of {@link fetchJson}: never throws. */
export type FetchResult = { ok: true; data: unknown } | { ok: false; reason: FetchFailure };

/** Options for {@link fetchJson}. */
export interface FetchJsonOptions {
  method?: "GET" | "POST";
  body?: unknown;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  /** The cookie string to read the anti-forgery token from (default: document.cookie in a browser). */
  cookies?: string;
}

/** The shared HTTP layer: JSON in and out, a hard timeout, and failures as values instead of exceptions. */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<FetchResult> {
  const method = options.method ?? "GET";
  const readCookies = () => options.cookies ?? (typeof document === "undefined" ? "" : document.cookie);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await (options.fetchImpl ?? fetch)(url, {
      method,
      signal: controller.signal,
      headers: {
        Accept: "application/json",
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...xsrfHeader(method, url, readCookies),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    if (!response.ok) {
      // Nobody reads an error's body: release it, or the connection stays busy until it is collected.
      await response.body?.cancel().catch(() => {});
      return { ok: false, reason: "http" };
    }
    try {
      return { ok: true, data: await response.json() };
    } catch {
      return { ok: false, reason: controller.signal.aborted ? "timeout" : "malformed" };
    }
  } catch {
    return { ok: false, reason: controller.signal.aborted ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}
