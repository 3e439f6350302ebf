import { describe, expect, it, vi } from "vitest";
import type { ChatLink } from "../../schema/generated/page.ts";
import { fetchChatLink, linkServiceUrl, type LinkServiceSettings } from "./linkService.ts";
import { resolveChatLinks } from "./resolveChatLinks.ts";

type Answer = () => Promise<Response>;

const json =
  (body: unknown, status = 200): Answer =>
  async () =>
    new Response(JSON.stringify(body), { status });

function settingsAnswering(answer: Answer, timeoutMs = 100): LinkServiceSettings & { calls: string[] } {
  const calls: string[] = [];
  const fetchImpl = ((url: string, init?: RequestInit) => {
    calls.push(url);
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      answer().then(resolve, reject);
    });
  }) as typeof fetch;
  return { baseUrl: "https://api.test/", productPath: "gestornuvem", timeoutMs, fetchImpl, calls };
}

const link: ChatLink & { grupo: string } = { grupo: "home", message: "Olá" };

describe("linkServiceUrl", () => {
  it("joins base, optional endpoint prefix, product path and the encoded group", () => {
    const settings = settingsAnswering(json({}));
    expect(linkServiceUrl(settings, link)).toBe("https://api.test/gestornuvem?grupo=home");
    expect(linkServiceUrl(settings, { grupo: "btn1", endpoint: "/lpTesteGratis", message: "x" })).toBe(
      "https://api.test/lpTesteGratis/gestornuvem?grupo=btn1",
    );
  });

  it("sends the visit's campaign parameters after the group, encoded", () => {
    const settings = {
      ...settingsAnswering(json({})),
      campaign: { utm_source: "google", utm_campaign: "black friday & cia", gclid: "X" },
    };
    expect(linkServiceUrl(settings, link)).toBe(
      "https://api.test/gestornuvem?grupo=home&utm_source=google&utm_campaign=black+friday+%26+cia&gclid=X",
    );
  });

  it("sends an A/B test's experimento and variante after the campaign, leaving the visitor's utm_content as it is", () => {
    const settings = {
      ...settingsAnswering(json({})),
      campaign: { utm_content: "anuncio-2" },
      experiment: { test: "home-ab", variant: "b" },
    };
    expect(linkServiceUrl(settings, link)).toBe(
      "https://api.test/gestornuvem?grupo=home&utm_content=anuncio-2&experimento=home-ab&variante=b",
    );
  });
});

describe("fetchChatLink", () => {
  it("uses the link when the status is ok and the link is https", async () => {
    const settings = settingsAnswering(json({ status: "ok", link: "https://wa.me/5544000000000?text=Oi" }));
    expect(await fetchChatLink(settings, link)).toBe("https://wa.me/5544000000000?text=Oi");
  });

  const failures: Array<[string, Answer]> = [
    ["a status other than ok", json({ status: "erro", link: "https://wa.me/1" })],
    ["an ok status with no link", json({ status: "ok" })],
    ["an HTTP 500", json({ status: "ok", link: "https://wa.me/1" }, 500)],
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["malformed JSON", async () => new Response('{"status": "ok", "link": ', { status: 200 })],
    ["a javascript: link", json({ status: "ok", link: "javascript:alert(1)" })],
    ["an http: link", json({ status: "ok", link: "http://wa.me/1" })],
    ["a data: link", json({ status: "ok", link: "data:text/html,oi" })],
    ["a relative link", json({ status: "ok", link: "/chat" })],
    ["a JSON array", json(["ok"])],
    ["JSON null", json(null)],
  ];
  for (const [name, answer] of failures) {
    it(`keeps the fallback (null) on ${name}`, async () => {
      expect(await fetchChatLink(settingsAnswering(answer), link)).toBeNull();
    });
  }

  it("gives up at the timeout when the service never answers", async () => {
    vi.useFakeTimers();
    try {
      const settings = settingsAnswering(() => new Promise<Response>(() => {}), 50);
      let settled = false;
      const result = fetchChatLink(settings, link).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(49);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("resolveChatLinks", () => {
  const links: Record<string, ChatLink> = {
    primeiro: { grupo: "g1", message: "1" },
    fixo: { message: "sem grupo" },
    segundo: { grupo: "g2", message: "2" },
  };

  it("asks only for links that have a group and reports each resolved link", async () => {
    const settings = settingsAnswering(json({ status: "ok", link: "https://wa.me/9" }));
    const resolved: Record<string, string> = {};
    await resolveChatLinks(links, settings, "parallel", (name, url) => (resolved[name] = url));
    expect(settings.calls).toHaveLength(2);
    expect(resolved).toEqual({ primeiro: "https://wa.me/9", segundo: "https://wa.me/9" });
  });

  it("in sequential order starts each request only after the previous one ended", async () => {
    const events: string[] = [];
    let pending = 0;
    const fetchImpl = (async (url: string) => {
      pending += 1;
      events.push(`start ${new URL(url).searchParams.get("grupo")} (pending ${pending})`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      pending -= 1;
      return new Response(JSON.stringify({ status: "ok", link: "https://wa.me/1" }));
    }) as typeof fetch;
    await resolveChatLinks(
      links,
      { baseUrl: "https://api.test", productPath: "p", timeoutMs: 500, fetchImpl },
      "sequential",
      () => {},
    );
    expect(events).toEqual(["start g1 (pending 1)", "start g2 (pending 1)"]);
  });

  it("in parallel order has every request under way at once, each started in a task of its own, none in the caller's", async () => {
    const events: string[] = [];
    let pending = 0;
    let release = () => {};
    const allStarted = new Promise<void>((resolve) => (release = resolve));
    const fetchImpl = (async (url: string) => {
      pending += 1;
      events.push(`start ${new URL(url).searchParams.get("grupo")} (pending ${pending})`);
      if (pending === 2) release();
      await allStarted;
      return new Response(JSON.stringify({ status: "ok", link: "https://wa.me/1" }));
    }) as typeof fetch;
    const done = resolveChatLinks(
      links,
      { baseUrl: "https://api.test", productPath: "p", timeoutMs: 500, fetchImpl },
      "parallel",
      () => {},
    );
    events.push("the caller's task goes on");
    setTimeout(() => events.push("another task"), 0);
    await done;
    expect(events).toEqual([
      "the caller's task goes on",
      "start g1 (pending 1)",
      "another task",
      "start g2 (pending 2)",
    ]);
  });

  it("reports nothing when the service fails, so every fallback stays", async () => {
    const resolved: string[] = [];
    await resolveChatLinks(links, settingsAnswering(json({}, 503)), "parallel", (name) => resolved.push(name));
    expect(resolved).toEqual([]);
  });
});
