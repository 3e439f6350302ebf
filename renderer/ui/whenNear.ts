/** One screen above and below the viewport: what is within it may be reached by the next swipe. */
const NEAR = "100% 0px";

/**
 * Calls `run` once, when `element` comes within a screen of the viewport; returns what stops watching. Code an element
 * needs on a tap (a dialog's form) is loaded then, while the visitor scrolls towards it, so the tap starts no request.
 * Without IntersectionObserver, at once.
 */
export function whenNear(element: Element, run: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: NEAR },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
