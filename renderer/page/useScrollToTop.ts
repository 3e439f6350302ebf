import { useEffect } from "react";
import { useAddress } from "../routing/Router.tsx";

/** Scrolls to the top when a page is entered (or to its #anchor when the address has one). */
export function useScrollToTop(enabled: boolean): void {
  const { pathname, hash } = useAddress();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (enabled) {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash, enabled]);
}
