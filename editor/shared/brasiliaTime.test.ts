import { describe, expect, it } from "vitest";
import { brasiliaDateTime, brasiliaTime, fromBrasilia, toBrasiliaInput } from "./brasiliaTime.ts";

describe("Brasília time", () => {
  it("reads midnight of 28/11/2026 in Brasília as 03:00 UTC, and writes it back", () => {
    const instant = fromBrasilia("2026-11-28T00:00")!;
    expect(new Date(instant).toISOString()).toBe("2026-11-28T03:00:00.000Z");
    expect(toBrasiliaInput(instant)).toBe("2026-11-28T00:00");
    expect(brasiliaDateTime(instant)).toBe("28/11/2026 às 00:00");
    expect(brasiliaTime(Date.UTC(2026, 10, 27, 17, 3))).toBe("14:03");
  });

  it("refuses what is not a date and time", () => {
    for (const text of ["", "28/11/2026 00:00", "2026-02-30T10:00", "2026-11-28T24:00", "2026-11-28T10:60"])
      expect(fromBrasilia(text), text).toBeUndefined();
  });
});
