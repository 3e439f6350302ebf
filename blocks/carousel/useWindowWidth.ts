import { useClientValue } from "../../renderer/hydration/useClientValue.ts";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

const windowWidth = () => window.innerWidth;

/**
 * The window width, or `serverWidth` while prerendering and hydrating (so the first client render matches
 * the HTML, then re-renders with the real width).
 */
export function useWindowWidth(serverWidth = 0): number {
  return useClientValue(subscribe, windowWidth, serverWidth);
}
