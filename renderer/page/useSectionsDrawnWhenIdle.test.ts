import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { DRAWN_ATTRIBUTE, drawSectionsWhenIdle, LATER_SECTIONS, UNDRAWN_SECTIONS } from "./useSectionsDrawnWhenIdle.ts";

const sections = (count: number) => Array.from({ length: count }, () => document.createElement("section"));
const drawn = (elements: Element[]) => elements.map((element) => element.hasAttribute(DRAWN_ATTRIBUTE));

/** Frames and idle moments that come when the test says: each call runs what was waiting for one. */
function controlledBrowser() {
  const frames: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const requestIdle = vi.fn((run: () => void, _options?: IdleRequestOptions) => idle.push(run));
  vi.stubGlobal("requestIdleCallback", requestIdle);
  vi.stubGlobal("cancelIdleCallback", vi.fn());
  vi.stubGlobal("requestAnimationFrame", (run: () => void) => frames.push(run));
  return {
    requestIdle,
    idleMoment: () => idle.splice(0).forEach((run) => run()),
    frame: () => frames.splice(0).forEach((run) => run()),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("global.css with drawSectionsWhenIdle", () => {
  it("leaves every section after the first undrawn until it is drawn, and the tests' selector finds exactly those", () => {
    const browser = controlledBrowser();
    const style = document.createElement("style");
    // The site's stylesheet, applied as the browser applies it (Vitest hands this project's tests empty CSS).
    style.textContent = readFileSync(join(ROOT, "renderer/styles/global.css"), "utf8");
    const main = document.createElement("main");
    main.append(...sections(3));
    document.head.append(style);
    document.body.append(main);
    try {
      const all = [...main.children];
      const skipped = () => all.map((section) => getComputedStyle(section).getPropertyValue("content-visibility"));
      const undrawn = () => all.map((section) => section.matches(UNDRAWN_SECTIONS));
      expect(skipped()).toEqual(["", "auto", "auto"]);
      expect(undrawn()).toEqual([false, true, true]);
      drawSectionsWhenIdle([...document.querySelectorAll(LATER_SECTIONS)]);
      browser.idleMoment();
      expect(skipped()).toEqual(["", "", "auto"]);
      expect(undrawn()).toEqual([false, false, true]);
      browser.frame();
      browser.idleMoment();
      expect(skipped()).toEqual(["", "", ""]);
      expect(undrawn()).toEqual([false, false, false]);
    } finally {
      main.remove();
      style.remove();
    }
  });
});

describe("drawSectionsWhenIdle", () => {
  it("draws one section per idle moment, never two before a frame, in order", () => {
    const browser = controlledBrowser();
    const elements = sections(3);
    drawSectionsWhenIdle(elements);
    expect(drawn(elements)).toEqual([false, false, false]);
    browser.idleMoment();
    browser.idleMoment();
    expect(drawn(elements)).toEqual([true, false, false]);
    browser.frame();
    browser.idleMoment();
    expect(drawn(elements)).toEqual([true, true, false]);
    browser.frame();
    browser.idleMoment();
    expect(drawn(elements)).toEqual([true, true, true]);
    expect(browser.requestIdle.mock.calls.map((call) => call[1])).toEqual(Array(3).fill({ timeout: 1000 }));
  });

  it("waits a short timeout instead where requestIdleCallback is missing (Safari)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.stubGlobal("requestAnimationFrame", (run: () => void) => setTimeout(run, 16));
    const elements = sections(2);
    drawSectionsWhenIdle(elements);
    vi.advanceTimersByTime(49);
    expect(drawn(elements)).toEqual([false, false]);
    vi.advanceTimersByTime(1);
    expect(drawn(elements)).toEqual([true, false]);
    vi.advanceTimersByTime(16 + 50);
    expect(drawn(elements)).toEqual([true, true]);
  });

  it("stops when cancelled (the page left before it was done)", () => {
    const browser = controlledBrowser();
    const elements = sections(3);
    const cancel = drawSectionsWhenIdle(elements);
    browser.idleMoment();
    cancel();
    browser.frame();
    browser.idleMoment();
    expect(drawn(elements)).toEqual([true, false, false]);
  });
});
