import { useEffect } from "react";

/** The sections global.css leaves undrawn (`content-visibility: auto`) until drawn: every one after the first. */
export const LATER_SECTIONS = "main > section + section";
/** The attribute that marks a section drawn, which global.css's rule excludes. */
export const DRAWN_ATTRIBUTE = "data-drawn";
/** global.css's selector for a section still undrawn (the tests wait on it too). */
export const UNDRAWN_SECTIONS = `${LATER_SECTIONS}:not([${DRAWN_ATTRIBUTE}])`;

/** Calls `run` when the browser is idle; where requestIdleCallback is missing (Safari), after a short timeout. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 50);
  return () => clearTimeout(handle);
}

/**
 * Draws, one per idle moment, the page's sections that `content-visibility: auto` leaves undrawn until they come
 * near the viewport (global.css, decision 052): the page's first layouts cost its first screen only, and a moment
 * after the app has started every section is drawn. Chromium leaves an undrawn section out of the accessibility tree
 * (its headings, its questions) and counts it with an estimated height; drawn, it is there with its real height.
 * A section is drawn by marking it `data-drawn`, which the style rule excludes; each one is its own small layout.
 */
export function drawSectionsWhenIdle(sections: Element[]): () => void {
  let stopped = false;
  let cancelIdle = () => {};
  const drawFrom = (index: number) => {
    const section = sections[index];
    if (stopped || !section) return;
    cancelIdle = whenIdle(() => {
      section.setAttribute(DRAWN_ATTRIBUTE, "");
      // The next one after the frame that draws this one: one section per frame, never several in one long task.
      requestAnimationFrame(() => drawFrom(index + 1));
    });
  };
  drawFrom(0);
  return () => {
    stopped = true;
    cancelIdle();
  };
}

/** {@link drawSectionsWhenIdle} for the sections of the page shown, once it is. */
export function useSectionsDrawnWhenIdle(): void {
  useEffect(() => drawSectionsWhenIdle([...document.querySelectorAll(LATER_SECTIONS)]), []);
}
