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
  return (name: string) =>
    observers.slice().forEach((notify) => notify({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }));
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

  it("after the first contentful paint, waits for the first screen's images to be decoded and for the frame that shows them", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const paint = fakePaintTiming(true);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const decoded = new Map<HTMLImageElement, () => void>();
    const image = (top: number, attributes: { loading?: "lazy" } = {}) => {
      const element = Object.assign(document.createElement("img"), attributes);
      element.decode = () =>
        new Promise<void>((resolve, reject) =>
          decoded.set(element, top < 0 ? () => reject(new Error("broken")) : resolve),
        );
      vi.spyOn(element, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);
      return document.body.appendChild(element);
    };
    const [hero, broken] = [image(120), image(-10)];
    // Below the first screen, or lazy: not waited for.
    image(window.innerHeight + 400);
    image(200, { loading: "lazy" });
    const run = vi.fn();
    afterFirstPaint(run);
    paint("first-contentful-paint");
    expect([...decoded.keys()]).toEqual([hero, broken]);
    decoded.get(broken)!();
    await vi.advanceTimersByTimeAsync(0);
    expect([frames.length, run.mock.calls.length]).toEqual([0, 0]);
    decoded.get(hero)!();
    await vi.advanceTimersByTimeAsync(0);
    frames.shift()!(0);
    expect(run).not.toHaveBeenCalled();
    // The task after that frame, long before the images' 1.5 s limit.
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledOnce();
    document.body.replaceChildren();
  });

  it("still runs when no paint is ever reported, but not before 5 s: a slow first paint is waited for", () => {
    vi.useFakeTimers();
    fakePaintTiming(true);
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(4999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it("waits 1.5 s at most after the first paint for images that do not arrive", () => {
    vi.useFakeTimers();
    const paint = fakePaintTiming(true);
    const hero = document.body.appendChild(document.createElement("img"));
    hero.decode = () => new Promise<void>(() => undefined);
    vi.spyOn(hero, "getBoundingClientRect").mockReturnValue({ top: 100 } as DOMRect);
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(3000);
    paint("first-contentful-paint");
    vi.advanceTimersByTime(1499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
    document.body.replaceChildren();
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
