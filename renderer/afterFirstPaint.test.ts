import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./afterFirstPaint.ts";

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setVisibility("visible");
});

describe("afterFirstPaint", () => {
  it("waits for the next frame and then for the task after it, so the frame is painted first", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it("runs at once in a background tab, where no frame is painted until the tab is shown", () => {
    setVisibility("hidden");
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledOnce();
  });
});
