import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** Scrolls to the top when a page is entered (or to its #anchor when the address has one). */
export function useScrollToTop(enabled: boolean): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (enabled) {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash, enabled]);
}
