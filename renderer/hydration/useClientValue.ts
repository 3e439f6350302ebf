import { startTransition, useEffect, useState } from "react";
import { isHydrating } from "./hydrating.ts";

const prerendering = () => typeof window === "undefined";

/**
 * A value only the browser knows (the window's width, the visitor's consent, the campaign), kept up to date from
 * its store. While prerendering and hydrating, the first render uses `serverValue`, as the prerender did, so that the markup
 * matches; the browser's value follows right after in a transition, which React renders in slices of a few
 * milliseconds between the browser's other work. (useSyncExternalStore would render it again synchronously, in
 * the same task as every other effect of the page: on a slow phone the longest task of the page's start.)
 * Rendered from scratch, or mounted after hydration (a client navigation), it starts with the browser's value.
 * Later changes (a resize, a click on the consent banner) render as any state update.
 *
 * `subscribe` and `read` must keep their identity between renders (module-level functions).
 */
export function useClientValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const [value, setValue] = useState(() => (prerendering() || isHydrating() ? serverValue : read()));
  useEffect(() => {
    startTransition(() => setValue(read()));
    return subscribe(() => setValue(read()));
  }, [subscribe, read]);
  return value;
}
