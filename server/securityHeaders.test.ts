// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildPageLoader, scriptHashSource } from "../build/prerender/pageLoader.ts";
import { ROOT } from "../model/paths.ts";
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

/** The Content-Security-Policy values written in deploy/nginx.conf: the active line, then the commented one. */
function nginxPolicies(): { active: string[]; commented: string[] } {
  const conf = readFileSync(join(ROOT, "deploy/nginx.conf"), "utf8");
  const values = (prefix: string) =>
    [...conf.matchAll(new RegExp(`^\\s*${prefix}add_header Content-Security-Policy "([^"]+)" always;$`, "gm"))].map(
      (match) => match[1]!,
    );
  return { active: values(""), commented: values("# ") };
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

  describe("and deploy/nginx.conf", () => {
    let loaderHash: string;
    beforeAll(async () => {
      loaderHash = scriptHashSource(await buildPageLoader());
    }, 60_000);

    it("match: the active policy without Tag Manager, the documented commented one with it, both with the page loader's hash", () => {
      const { active, commented } = nginxPolicies();
      const inlineScriptHashes = [loaderHash];
      expect(
        active,
        "deploy/nginx.conf: copie a política esperada (o hash muda quando renderer/pageLoader.ts muda)",
      ).toEqual([securityHeaders([], { inlineScriptHashes })["Content-Security-Policy"]]);
      expect(commented).toEqual([
        securityHeaders([], { tagManager: true, inlineScriptHashes })["Content-Security-Policy"],
      ]);
    });
  });
});
