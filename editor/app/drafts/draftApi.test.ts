import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { draftApi } from "./draftApi.ts";

let requests: RequestInit[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      requests.push(init);
      return { ok: true, status: 200, json: async () => [] } as unknown as Response;
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the presence heartbeat", () => {
  it("is sent as JSON, the only kind of write the service takes from a page", async () => {
    await draftApi.beat("page", "promo");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: "POST", body: "{}" });
    expect(new Headers(requests[0]!.headers).get("Content-Type")).toBe("application/json");
  });
});
