import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/**
 * The window width, or `serverWidth` while prerendering and hydrating (so the first client render matches
 * the HTML, then re-renders with the real width).
 */
export function useWindowWidth(serverWidth = 0): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => serverWidth,
  );
}
