// @vitest-environment node
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./securityHeaders.ts";

const TAG_MANAGER = "https://www.googletagmanager.com";

/** The CSP as directive name → sources. */
function directives(headers: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    headers["Content-Security-Policy"]!.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name!, sources];
    }),
  );
}

describe("securityHeaders", () => {
  it("allows no third-party script, image or call without a Tag Manager container", () => {
    expect(securityHeaders([])["Content-Security-Policy"]).not.toContain("google");
    expect(directives(securityHeaders([]))["script-src"]).toEqual(["'self'"]);
  });

  it("with a container allows exactly Tag Manager's origin for scripts, images and calls, and still no inline script", () => {
    const policy = directives(securityHeaders(["https://links.example.com/api"], { tagManager: true }));
    expect(policy["script-src"]).toEqual(["'self'", TAG_MANAGER]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", TAG_MANAGER]);
    expect(policy["connect-src"]).toEqual(["'self'", "https://links.example.com", TAG_MANAGER]);
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => source.includes("google")),
    ).toHaveLength(3);
  });

  it("allows the inline scripts it is given by their hash, and no other inline script", () => {
    const hash = "'sha256-AAAA'";
    expect(directives(securityHeaders([], { inlineScriptHashes: [hash] }))["script-src"]).toEqual(["'self'", hash]);
    expect(directives(securityHeaders([], { tagManager: true, inlineScriptHashes: [hash] }))["script-src"]).toEqual([
      "'self'",
      hash,
      TAG_MANAGER,
    ]);
  });
});
