import { lazy, Suspense } from "react";
import { useClientValue } from "../hydration/useClientValue.ts";
import { useSite } from "../site/SiteContext.tsx";
import { bannerWanted, consentState, subscribeConsent } from "./consentStore.ts";
import { stylesheetsReady } from "./stylesheetsReady.ts";

// Only sites with a Tag Manager container ever fetch the banner's code, and only once its styles are in the page.
const ConsentPanel = lazy(() =>
  Promise.all([import("./ConsentPanel.tsx"), stylesheetsReady()]).then(([module]) => ({
    default: module.ConsentPanel,
  })),
);

const wanted = () => bannerWanted(consentState());

/**
 * The cookie banner, when site.json names a Tag Manager container and the visitor has not chosen yet (or reopened
 * it). Never in the prerendered HTML: the app adds it after hydration, fixed at the bottom, so the page never moves.
 */
export function ConsentBanner() {
  const { tagManager } = useSite();
  const show = useClientValue(subscribeConsent, wanted, false);
  if (!tagManager || !show) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPanel />
    </Suspense>
  );
}
