import { describe, expect, it } from "vitest";
import { readCookie, xsrfHeader } from "./xsrf.ts";

describe("XSRF header", () => {
  const cookieString = "tema=claro; XSRF-TOKEN=abc%3D123; outro=1";
  const cookies = () => cookieString;

  it("reads a cookie by name and decodes it", () => {
    expect(readCookie(cookieString, "XSRF-TOKEN")).toBe("abc=123");
    expect(readCookie(cookieString, "falta")).toBeUndefined();
  });

  it("sends the token on non-GET requests to relative URLs", () => {
    expect(xsrfHeader("POST", "/api/contato", cookies)).toEqual({ "X-XSRF-TOKEN": "abc=123" });
    expect(xsrfHeader("put", "api/x", cookies)).toEqual({ "X-XSRF-TOKEN": "abc=123" });
  });

  it("never sends it on GET, to absolute or protocol-relative URLs, or without the cookie", () => {
    expect(xsrfHeader("GET", "/api/x", cookies)).toEqual({});
    expect(xsrfHeader("POST", "https://outro.example/api", cookies)).toEqual({});
    expect(xsrfHeader("POST", "//outro.example/api", cookies)).toEqual({});
    expect(xsrfHeader("POST", "/api/x", () => "tema=claro")).toEqual({});
  });

  it("reads the cookies only for a request that may carry the token", () => {
    let reads = 0;
    const counted = () => {
      reads += 1;
      return cookieString;
    };
    xsrfHeader("GET", "/api/x", counted);
    xsrfHeader("POST", "https://outro.example/api", counted);
    expect(reads).toBe(0);
    xsrfHeader("POST", "/api/x", counted);
    expect(reads).toBe(1);
  });
});
