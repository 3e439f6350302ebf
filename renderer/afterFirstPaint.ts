/** Calls `then` in the task after the next frame, once that frame is painted. */
const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** The first screen's images: a hero image often paints a frame or more after the first text. */
function firstScreenImages(): HTMLImageElement[] {
  return [...document.images].filter(
    (image) => image.loading !== "lazy" && image.getBoundingClientRect().top < window.innerHeight,
  );
}

/**
 * Calls `then` once every image in `images` is decoded (loaded and ready to paint; or failed) and the frame that
 * shows them is painted. A loaded image with `decoding="async"` still paints a frame or more later.
 */
function afterImagesPainted(images: HTMLImageElement[], then: () => void): void {
  if (images.length === 0) return then();
  void Promise.all(images.map((image) => (image.decode?.() ?? Promise.resolve()).catch(() => undefined))).then(() =>
    afterNextFrame(then),
  );
}

/**
 * Runs `run` once the browser has reported the page's first contentful paint and the first screen's images have
 * been painted too (the largest contentful paint is often such an image: requests made before it slow it down on
 * a slow connection); at once when there is nothing to paint yet (`nothingToPaint`: a shell the app renders) or in
 * a background tab, which paints nothing until shown. Where paint timing is not available, after the next frame.
 * Images that take longer than `imagesAtMostMs` after the first paint are not waited for. A page whose paint is never
 * reported still starts after `paintAtMostMs`: a safety net only, long enough for a slow phone's first paint, which
 * scripts started before it would delay further.
 */
export function afterFirstPaint(
  run: () => void,
  { nothingToPaint = false, paintAtMostMs = 5000, imagesAtMostMs = 1500 } = {},
): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  if (nothingToPaint || document.visibilityState === "hidden") return start();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    afterNextFrame(start);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(start, imagesAtMostMs);
    afterImagesPainted(firstScreenImages(), start);
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, paintAtMostMs);
}
