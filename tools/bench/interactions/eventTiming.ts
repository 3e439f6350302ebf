/**
 * The page side of the interaction bench, as strings and functions evaluated in the browser. Durations come from the
 * Event Timing API (what INP is made of): the time from an input to the next paint after its handlers ran. An
 * interaction's duration is the longest of its events (pointerdown, pointerup, click, or keydown, keyup) with the same
 * interactionId.
 */

/** One event the page's observer recorded. */
export interface TimedEvent {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
  /** Time from the input to its first handler (a busy main thread delays it). */
  inputDelay: number;
  /** Time the event's handlers ran. */
  processing: number;
}

/** Installed before any of the page's scripts: records every event of an interaction that lasted 16 ms or more. */
export const OBSERVE_EVENTS = `(() => {
  const seen = (window.__timedEvents = []);
  const keep = (list) => {
    for (const e of list) {
      if (!e.interactionId) continue;
      seen.push({
        interactionId: e.interactionId,
        name: e.name,
        startTime: e.startTime,
        duration: e.duration,
        inputDelay: e.processingStart - e.startTime,
        processing: e.processingEnd - e.processingStart,
      });
    }
  };
  const observer = (window.__eventObserver = new PerformanceObserver((list) => keep(list.getEntries())));
  window.__keepQueuedEvents = () => keep(observer.takeRecords());
  observer.observe({ type: "event", durationThreshold: 16, buffered: true });
})();`;

/**
 * In the page, as source (functions compiled by tsx carry helpers the page lacks): waits until the frame after the
 * interaction is painted and its events are reported (or `waitMs` passed without any: an interaction under 16 ms is
 * never reported), then returns the events that started at or after `since`.
 */
export const eventsSince = (since: number, waitMs: number) => `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await frame();
  await frame();
  const started = performance.now();
  const found = () => {
    window.__keepQueuedEvents();
    return window.__timedEvents.filter((event) => event.startTime >= ${since});
  };
  while (found().length === 0 && performance.now() - started < ${waitMs}) await frame();
  // The events of one interaction are reported together; one more frame lets a late keyup or click join its keydown.
  await frame();
  return found();
})()`;

/** In the page: the time now, from which the next interaction's events are counted. */
export const PAGE_NOW = "performance.now()";

/**
 * In the page: resolves once the browser has a long idle moment (an idle callback offered its whole 50 ms, so nothing
 * was waiting), or after 5 s: what scrolling or the previous interaction started (code loaded on the way) has settled.
 */
export const QUIET = `new Promise((resolve) => {
  const started = performance.now();
  const check = (deadline) =>
    deadline.timeRemaining() >= 45 || performance.now() - started > 5000 ? resolve(true) : requestIdleCallback(check);
  requestIdleCallback(check);
})`;
