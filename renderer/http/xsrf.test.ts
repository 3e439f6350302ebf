import { describe, expect, it } from "vitest";
import { readCookie, xsrfHeader } from "./xsrf.ts";

describe("XSRF header", () => {
  const cookies = "tema=claro; XSRF-TOKEN=abc%3D123; outro=1";

  it("reads a cookie by name and decodes it", () => {
    expect(readCookie(cookies, "XSRF-TOKEN")).toBe("abc=123");
    expect(readCookie(cookies, "falta")).toBeUndefined();
  });

  it("sends the token on non-GET requests to relative URLs", () => {
    expect(xsrfHeader("POST", "/api/contato", cookies)).toEqual({ "X-XSRF-TOKEN": "abc=123" });
    expect(xsrfHeader("put", "api/x", cookies)).toEqual({ "X-XSRF-TOKEN": "abc=123" });
  });

  it("never sends it on GET, to absolute or protocol-relative URLs, or without the cookie", () => {
    expect(xsrfHeader("GET", "/api/x", cookies)).toEqual({});
    expect(xsrfHeader("POST", "https://outro.example/api", cookies)).toEqual({});
    expect(xsrfHeader("POST", "//outro.example/api", cookies)).toEqual({});
    expect(xsrfHeader("POST", "/api/x", "tema=claro")).toEqual({});
  });
});
