import { describe, expect, it } from "vitest";
import { newVisitorSecret, visitorSigner } from "./visitorSignature.ts";

describe("signed A/B visitor ids", () => {
  it("verifies an id its secret signed, and nothing made up, altered or signed with another secret", async () => {
    const signer = visitorSigner(newVisitorSecret());
    const id = await signer.issue();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(await signer.verify(id)).toBe(id);
    const altered = `${id.slice(0, 3)}${id[3] === "x" ? "y" : "x"}${id.slice(4)}`;
    const other = await visitorSigner(newVisitorSecret()).issue();
    for (const forged of [altered, other, "visitante-inventado", `${id}x`, "", undefined])
      expect(await signer.verify(forged)).toBeUndefined();
    expect(await signer.issue()).not.toBe(id);
  });

  it("refuses a secret shorter than 32 characters", () => {
    expect(() => visitorSigner("curto")).toThrow("SITE_AB_SECRET precisa de ao menos 32 caracteres.");
  });
});
