import { lazy, Suspense } from "react";
import { useClientValue } from "../hydration/useClientValue.ts";
import { bannerWanted, consentState, subscribeConsent } from "./consentStore.ts";
import { useMeasurement } from "./measurement.ts";
import { stylesheetsReady } from "./stylesheetsReady.ts";

// Only pages that measure ever fetch the banner's code, and only once its styles are in the page.
const ConsentPanel = lazy(() =>
  Promise.all([import("./ConsentPanel.tsx"), stylesheetsReady()]).then(([module]) => ({
    default: module.ConsentPanel,
  })),
);

const wanted = () => bannerWanted(consentState());

/**
 * The cookie banner, when the page measures (a Tag Manager container, or a running A/B test: measurement.ts) and the
 * visitor has not chosen yet (or reopened it). Never in the prerendered HTML: the app adds it after hydration, fixed
 * at the bottom, so the page never moves.
 */
export function ConsentBanner() {
  const measurement = useMeasurement();
  const show = useClientValue(subscribeConsent, wanted, false);
  if (!measurement || !show) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPanel measurement={measurement} />
    </Suspense>
  );
}
