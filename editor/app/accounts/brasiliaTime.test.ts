import { describe, expect, it } from "vitest";
import { brasiliaTime } from "./brasiliaTime.ts";

describe("brasiliaTime", () => {
  it("gives the date and the 24-hour time in Brasília (UTC−3), not in the computer's zone", () => {
    expect(brasiliaTime(Date.UTC(2026, 11, 4, 17, 3))).toEqual({ date: "04/12/2026", time: "14:03" });
  });

  it("puts a moment after 21:00 UTC on Brasília's same day, and midnight as 00", () => {
    expect(brasiliaTime(Date.UTC(2026, 10, 28, 2, 30))).toEqual({ date: "27/11/2026", time: "23:30" });
    expect(brasiliaTime(Date.UTC(2026, 10, 28, 3, 0))).toEqual({ date: "28/11/2026", time: "00:00" });
  });
});
