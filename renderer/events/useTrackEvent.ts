import { useCallback } from "react";
import { pushEvent } from "./dataLayer.ts";
import { usePageRoute } from "./PageRoute.tsx";
import type { PageEvent, SiteEvent } from "./siteEvents.ts";

/** A function that pushes an event of this page to the data layer, with the page's route added. */
export function useTrackEvent(): (event: PageEvent) => void {
  const pageRoute = usePageRoute();
  return useCallback((event: PageEvent) => pushEvent({ ...event, page_route: pageRoute } as SiteEvent), [pageRoute]);
}
