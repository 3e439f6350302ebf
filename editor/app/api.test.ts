import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "./api.ts";

afterEach(() => vi.unstubAllGlobals());

describe("the editor's calls to its server", () => {
  it("sends a POST that carries nothing as an empty JSON object, the only kind of write the servers take", async () => {
    const fetch = vi.fn(async () => ({ ok: true, status: 200, json: async () => ({}) }) as unknown as Response);
    vi.stubGlobal("fetch", fetch);
    await call("POST", "previas/page/home");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.body).toBe("{}");
  });

  it("sends a read with no body and no type", async () => {
    const fetch = vi.fn(async () => ({ ok: true, status: 200, json: async () => [] }) as unknown as Response);
    vi.stubGlobal("fetch", fetch);
    await call("GET", "rascunhos");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });
});
