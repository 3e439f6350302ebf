import { describe, expect, it } from "vitest";
import { BuildProgress, durationText, LOG_EVERY_MS, REDRAW_MS } from "./buildProgress.ts";

/** An output that keeps what was written, and a clock the test moves. */
function setup(isTTY: boolean, total = 10_000) {
  const written: string[] = [];
  let now = 0;
  const progress = new BuildProgress("prerender", total, { isTTY, write: (text) => written.push(text) }, () => now);
  return { written, progress, at: (ms: number) => (now = ms) };
}

describe("a long build's progress", () => {
  it("writes a plain line every few seconds when not on a terminal, with pages done, the total and the time left", () => {
    const { written, progress, at } = setup(false);
    at(1_000);
    progress.advance(500);
    expect(written).toEqual([]);
    at(LOG_EVERY_MS);
    progress.advance(500);
    expect(written).toEqual(["prerender: 1.000 de 10.000 páginas (10%), faltam cerca de 45 s\n"]);
    at(LOG_EVERY_MS + 1_000);
    progress.advance(1_000);
    expect(written).toHaveLength(1);
    at(2 * LOG_EVERY_MS);
    progress.advance(1_000);
    expect(written[1]).toBe("prerender: 3.000 de 10.000 páginas (30%), faltam cerca de 23 s\n");
    progress.finish();
    expect(written).toHaveLength(2);
  });

  it("redraws one line in place on a terminal, and clears it at the end", () => {
    const { written, progress, at } = setup(true, 100_000);
    at(REDRAW_MS);
    progress.advance(1_000);
    at(REDRAW_MS + 10);
    progress.advance(1_000);
    at(2 * REDRAW_MS);
    progress.advance(1_000);
    expect(written).toEqual([
      "\r\x1b[2Kprerender: 1.000 de 100.000 páginas (1%), faltam cerca de 25 s",
      "\r\x1b[2Kprerender: 3.000 de 100.000 páginas (3%), faltam cerca de 16 s",
    ]);
    progress.finish();
    expect(written.at(-1)).toBe("\r\x1b[2K");
  });

  it("shows nothing for a step shorter than its first line", () => {
    const { written, progress, at } = setup(false, 40);
    at(300);
    progress.advance(40);
    progress.finish();
    expect(written).toEqual([]);
  });

  it("says a duration as minutes and hours once it is long", () => {
    expect(durationText(45_400)).toBe("45 s");
    expect(durationText(200_000)).toBe("3 min 20 s");
    expect(durationText(3_900_000)).toBe("1 h 05 min");
  });
});
