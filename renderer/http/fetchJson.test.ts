import { describe, expect, it } from "vitest";
import { fetchJson } from "./fetchJson.ts";

function recordingFetch(response: () => Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      response().then(resolve, reject);
    });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe("fetchJson", () => {
  it("releases the body of an error answer, which nobody reads", async () => {
    let cancelled = false;
    const body = new ReadableStream({ cancel: () => void (cancelled = true) });
    const { fetchImpl } = recordingFetch(async () => new Response(body, { status: 500 }));
    expect(await fetchJson("/api/x", { timeoutMs: 100, fetchImpl })).toEqual({ ok: false, reason: "http" });
    expect(cancelled).toBe(true);
  });

  it("posts JSON with the anti-forgery header and returns the parsed answer", async () => {
    const { fetchImpl, calls } = recordingFetch(async () => new Response('{"status":"ok"}'));
    const result = await fetchJson("/api/contato", {
      method: "POST",
      body: { nome: "A" },
      timeoutMs: 100,
      fetchImpl,
      cookies: "XSRF-TOKEN=t1",
    });
    expect(result).toEqual({ ok: true, data: { status: "ok" } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.init.body).toBe('{"nome":"A"}');
    expect(headers["Content-Type"]).toBe("application/json");
    expect(headers["X-XSRF-TOKEN"]).toBe("t1");
  });

  it.each<[string, () => Promise<Response>, string]>([
    ["an HTTP error", async () => new Response("{}", { status: 500 }), "http"],
    ["malformed JSON", async () => new Response("{oops"), "malformed"],
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch")), "network"],
    ["no answer", () => new Promise<Response>(() => {}), "timeout"],
  ])("turns %s into a failure value instead of throwing", async (_, response, reason) => {
    const { fetchImpl } = recordingFetch(response);
    expect(await fetchJson("/api/x", { timeoutMs: 30, fetchImpl })).toEqual({ ok: false, reason });
  });
  it("reads the anti-forgery token from document.cookie by default and sends it only on non-GET requests", async () => {
    document.cookie = "XSRF-TOKEN=do-cookie";
    try {
      const { fetchImpl, calls } = recordingFetch(async () => new Response("{}"));
      await fetchJson("/api/contato", { method: "POST", body: {}, timeoutMs: 100, fetchImpl });
      await fetchJson("/api/links", { timeoutMs: 100, fetchImpl });
      expect((calls[0]!.init.headers as Record<string, string>)["X-XSRF-TOKEN"]).toBe("do-cookie");
      expect(calls[1]!.init.headers).toEqual({ Accept: "application/json" });
      expect(calls[1]!.init.method).toBe("GET");
      expect(calls[1]!.init.body).toBeUndefined();
    } finally {
      document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    }
  });

  it("keeps the token away from absolute URLs (another origin must never see it)", async () => {
    const { fetchImpl, calls } = recordingFetch(async () => new Response("{}"));
    await fetchJson("https://contato.example/api", {
      method: "POST",
      body: {},
      timeoutMs: 100,
      fetchImpl,
      cookies: "XSRF-TOKEN=t1",
    });
    expect(calls[0]!.init.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" });
  });
});
