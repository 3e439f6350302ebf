import { afterEach, describe, expect, it } from "vitest";
import { takeInvitationToken } from "./invitationToken.ts";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("takeInvitationToken", () => {
  it("reads the token of /_editor#convite=… and takes it out of the address, keeping the rest", () => {
    window.history.replaceState(null, "", "/_editor?pagina=home#convite=abc123def456ghi789jkl");
    expect(takeInvitationToken()).toBe("abc123def456ghi789jkl");
    expect(window.location.href).toBe(`${window.location.origin}/_editor?pagina=home`);
  });

  it("is null, and leaves the address alone, without an invitation", () => {
    window.history.replaceState(null, "", "/_editor#outra-coisa");
    expect(takeInvitationToken()).toBeNull();
    expect(window.location.hash).toBe("#outra-coisa");
  });
});
