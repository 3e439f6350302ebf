import { CONSENT_ACCEPTED, CONSENT_COOKIE } from "./consentCookie.ts";
import { experimentCookie, splitsOn } from "./splits.ts";
import { ORIGINAL } from "./variantFiles.ts";

/**
 * What the build tells a tested page about its test (in its page data): the test's name, its variants and dates and,
 * in a variant's own page, that variant. The original's page names none: the visitor's cookie says it.
 */
export interface PageExperiment {
  name: string;
  variants: string[];
  /** The variant this page is; absent on the tested page itself (the original). */
  variant?: string;
  start?: string;
  end?: string;
}

/** The test and variant a page view is attributed to. */
export interface Attribution {
  test: string;
  variant: string;
}

/** The value of one cookie of a `document.cookie` string. */
function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The test and variant a page view counts for: only for a visitor who accepted measurement (the consent cookie), on a
 * day the test runs, and when the variant shown is the one their experiment cookie keeps. The original's page shown
 * to a visitor of another variant (the test stopped splitting, or an old cookie) counts for nothing.
 */
export function attributionOf(
  experiment: PageExperiment | undefined,
  cookies: string,
  day: string,
): Attribution | undefined {
  if (!experiment || cookieValue(cookies, CONSENT_COOKIE) !== CONSENT_ACCEPTED || !splitsOn(experiment, day))
    return undefined;
  const kept = cookieValue(cookies, experimentCookie(experiment.name));
  const shown = experiment.variant ?? ORIGINAL;
  if (kept !== shown || !experiment.variants.includes(shown)) return undefined;
  return { test: experiment.name, variant: shown };
}
