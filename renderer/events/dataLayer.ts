import type { SiteEvent } from "./siteEvents.ts";

declare global {
  interface Window {
    /** Google Tag Manager's queue: it reads what was pushed before it loaded, and everything pushed after. */
    dataLayer?: unknown[];
  }
}

/** The page's data layer, created when missing. It fills whether or not a tag manager is configured. */
export function dataLayer(): unknown[] {
  return (window.dataLayer ??= []);
}

/** Pushes one of the site's events to the data layer. */
export function pushEvent(event: SiteEvent): void {
  dataLayer().push(event);
}
