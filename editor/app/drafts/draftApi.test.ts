import { afterEach, describe, expect, it, vi } from "vitest";
import { draftApi } from "./draftApi.ts";

afterEach(() => vi.unstubAllGlobals());

describe("the drafts endpoints as the browser calls them", () => {
  it("sends the presence heartbeat as JSON, which the service requires of every POST", async () => {
    const fetch = vi.fn(async () => ({ ok: true, status: 200, json: async () => [] }) as unknown as Response);
    vi.stubGlobal("fetch", fetch);
    await draftApi.beat("page", "home");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/presenca\/page\/home$/);
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({});
  });
});
