import { useCallback, useEffect, useState, type RefObject } from "react";

/** Events that come before a visitor's click or key press lands on a control, giving a head start to loading. */
const FIRST_TOUCH = ["pointerdown", "focusin", "keydown"] as const;

/** One screen above and below the viewport: loading starts while the visitor is still scrolling towards it. */
const NEAR = "100% 0px";

/**
 * Whether an element's code is needed: false at first (so server and first client render agree), true once the
 * element comes within a screen of the viewport or the visitor interacts inside it, whichever is first. The
 * returned `need()` forces it, for presses that arrive with no event before them (assistive technology).
 */
export function useNeeded(ref: RefObject<HTMLElement | null>): [boolean, () => void] {
  const [needed, setNeeded] = useState(false);
  const need = useCallback(() => setNeeded(true), []);
  useEffect(() => {
    const element = ref.current;
    if (needed || !element) return;
    // Without IntersectionObserver there is no cheap way to know when it comes near: it is needed on the next frame.
    if (typeof IntersectionObserver === "undefined") {
      const frame = requestAnimationFrame(need);
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && need(), {
      rootMargin: NEAR,
    });
    observer.observe(element);
    for (const type of FIRST_TOUCH) element.addEventListener(type, need);
    return () => {
      observer.disconnect();
      for (const type of FIRST_TOUCH) element.removeEventListener(type, need);
    };
  }, [ref, needed, need]);
  return [needed, need];
}
