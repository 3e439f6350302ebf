import { afterEach, describe, expect, it, vi } from "vitest";
import { drawSectionsWhenIdle } from "./useSectionsDrawnWhenIdle.ts";

const sections = (count: number) => Array.from({ length: count }, () => document.createElement("section"));
const drawn = (elements: Element[]) => elements.map((element) => element.hasAttribute("data-drawn"));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("drawSectionsWhenIdle", () => {
  it("draws one section per idle moment, in order (a short timeout where requestIdleCallback is missing)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const elements = sections(3);
    drawSectionsWhenIdle(elements);
    expect(drawn(elements)).toEqual([false, false, false]);
    vi.advanceTimersByTime(50);
    expect(drawn(elements)).toEqual([true, false, false]);
    vi.advanceTimersByTime(50);
    expect(drawn(elements)).toEqual([true, true, false]);
    vi.advanceTimersByTime(50);
    expect(drawn(elements)).toEqual([true, true, true]);
  });

  it("asks requestIdleCallback, at most a second away, where there is one", () => {
    const pending: Array<() => void> = [];
    const request = vi.fn((run: () => void, _options?: IdleRequestOptions) => pending.push(run));
    vi.stubGlobal("requestIdleCallback", request);
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const elements = sections(2);
    drawSectionsWhenIdle(elements);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![1]).toEqual({ timeout: 1000 });
    pending.shift()!();
    expect(drawn(elements)).toEqual([true, false]);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("stops when cancelled (the page left before it was done)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const elements = sections(3);
    const cancel = drawSectionsWhenIdle(elements);
    vi.advanceTimersByTime(50);
    cancel();
    vi.advanceTimersByTime(500);
    expect(drawn(elements)).toEqual([true, false, false]);
  });
});
