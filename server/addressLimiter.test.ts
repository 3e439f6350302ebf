import { describe, expect, it } from "vitest";
import { addressLimiter } from "./addressLimiter.ts";

describe("the per-address limit of A/B records", () => {
  it("lets a burst through, then one request per refilled token, each address on its own", () => {
    let now = 0;
    const allowed = addressLimiter({ burst: 3, perSecond: 1 }, () => now);
    expect([1, 2, 3, 4].map(() => allowed("10.0.0.1"))).toEqual([true, true, true, false]);
    expect(allowed("10.0.0.2")).toBe(true);
    now += 999;
    expect(allowed("10.0.0.1")).toBe(false);
    now += 1;
    expect([allowed("10.0.0.1"), allowed("10.0.0.1")]).toEqual([true, false]);
  });

  it("counts an IPv6 client by its /64 network, whose other addresses cost it nothing", () => {
    const allowed = addressLimiter({ burst: 3, perSecond: 1 }, () => 0);
    expect(["2001:db8:0:1::1", "2001:db8:0:1::2", "2001:db8:0:1:ffff::3", "2001:db8:0:1::4"].map(allowed)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(allowed("2001:db8:0:2::1")).toBe(true);
  });
});
