import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./afterFirstPaint.ts";

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A stand-in PerformanceObserver that reports paints when the test says so. */
function fakePaintTiming(supported: boolean) {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ["paint"] : [];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return (name: string) => observers.slice().forEach((notify) => notify({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }));
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setVisibility("visible");
});

describe("afterFirstPaint", () => {
  it("waits until the browser reports the first contentful paint, and runs once", () => {
    vi.useFakeTimers();
    const paint = fakePaintTiming(true);
    const run = vi.fn();
    afterFirstPaint(run);
    paint("first-paint");
    expect(run).not.toHaveBeenCalled();
    paint("first-contentful-paint");
    expect(run).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it("still runs when no paint is ever reported", () => {
    vi.useFakeTimers();
    fakePaintTiming(true);
    const run = vi.fn();
    afterFirstPaint(run, { atMostMs: 1500 });
    vi.advanceTimersByTime(1499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it("without paint timing, waits for the next frame and the task after it", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    fakePaintTiming(false);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const run = vi.fn();
    afterFirstPaint(run);
    frames.shift()!(0);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it("runs at once when there is nothing to paint, or in a background tab", () => {
    fakePaintTiming(true);
    const shell = vi.fn();
    afterFirstPaint(shell, { nothingToPaint: true });
    expect(shell).toHaveBeenCalledOnce();
    setVisibility("hidden");
    const hidden = vi.fn();
    afterFirstPaint(hidden);
    expect(hidden).toHaveBeenCalledOnce();
  });
});
