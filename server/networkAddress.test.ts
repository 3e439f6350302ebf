import { describe, expect, it } from "vitest";
import { networkAddress } from "./networkAddress.ts";

describe("the address a per-address limit counts", () => {
  it("is an IPv4 address itself, however it is written", () => {
    expect(networkAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(networkAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkAddress("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("is an IPv6 address's /64 network, whatever its last 64 bits and however it is written", () => {
    const network = "2001:db8:0:1::/64";
    for (const address of [
      "2001:db8:0:1::7",
      "2001:0db8:0000:0001:ffff:ffff:ffff:ffff",
      "2001:DB8:0:1:a::1",
      "2001:db8::1:0:0:0:1",
    ])
      expect(networkAddress(address)).toBe(network);
    expect(networkAddress("2001:db8:0:2::7")).toBe("2001:db8:0:2::/64");
    expect(networkAddress("::1")).toBe("0:0:0:0::/64");
    expect(networkAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves what is not an address as it is", () => {
    expect(networkAddress("desconhecido")).toBe("desconhecido");
    expect(networkAddress("")).toBe("");
    for (const text of ["1:2:3:4:5:6:7:8:9", "2001:db8::zz", "1::2::3", "12345::1", "1:2:3:4:5:6:7::8", "1.2.3.4::1"])
      expect(networkAddress(text)).toBe(text);
  });
});
