import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FIRST_ROUND_TRIP_BODY_BYTES, arrivesInFirstRoundTrip } from "./precompress.ts";

/** Text that Brotli cannot shrink much: random letters. */
const incompressible = (bytes: number) => randomBytes(bytes).toString("base64").slice(0, bytes);

describe("arrivesInFirstRoundTrip", () => {
  it("says yes for HTML that Brotli brings within the first round trip, however long it is", () => {
    expect(arrivesInFirstRoundTrip("<p>curto</p>")).toBe(true);
    expect(arrivesInFirstRoundTrip(`<ul>${"<li>Emissor de NF-e</li>".repeat(20_000)}</ul>`)).toBe(true);
  });

  it("says no for HTML whose compressed bytes go past it", () => {
    expect(arrivesInFirstRoundTrip(incompressible(4 * FIRST_ROUND_TRIP_BODY_BYTES))).toBe(false);
  });
});
