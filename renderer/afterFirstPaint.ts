/**
 * Runs `run` once the browser has reported the page's first contentful paint; at once when there is nothing to
 * paint yet (`nothingToPaint`: a shell the app renders) or in a background tab, which paints nothing until shown.
 * Where paint timing is not available, after the next frame. A page whose paint is never reported still starts
 * after `atMostMs`.
 */
export function afterFirstPaint(run: () => void, { nothingToPaint = false, atMostMs = 1500 } = {}): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  if (nothingToPaint || document.visibilityState === "hidden") return start();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, atMostMs);
}
