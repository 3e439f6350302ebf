import { CONSENT_ACCEPTED, CONSENT_COOKIE } from "../model/experiments/consentCookie.ts";
import {
  drawVariant,
  experimentCookie,
  splitsOn,
  variantHtmlPath,
  type ExperimentSplit,
} from "../model/experiments/splits.ts";
import { ORIGINAL } from "../model/experiments/variantFiles.ts";

/** How long a visitor keeps their variant: 90 days, longer than any test should run. */
export const EXPERIMENT_COOKIE_SECONDS = 90 * 24 * 60 * 60;

/** What answers a visit of a tested page: the variant's build file (none for the original) and the cookie to set. */
export interface SplitAnswer {
  /** The build file to send instead of the page's, as a site address; undefined: the page itself. */
  file?: string;
  /** A `Set-Cookie` value keeping a first draw; undefined when the visitor had one already. */
  setCookie?: string;
  /** The test and the variant a consenting visitor sees (what an impression records); undefined for anyone else. */
  shown?: { test: string; variant: string };
}

/** The value of each cookie of a `Cookie` header, by name (the first of a name wins, as browsers send the most specific first). */
export function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

/** The UTC day (AAAA-MM-DD) of a time, which a test's start and end dates are compared with. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The A/B split of `npm run serve`: for the route of a running test, a visitor who accepted measurement (the
 * consent cookie) keeps the variant of their experiment cookie, or gets one drawn by weight and the cookie that keeps
 * it; any other visitor gets the page, and no cookie. Undefined for a route no running test splits today.
 */
export function experimentSplitter(
  splits: ExperimentSplit[],
  random: () => number = Math.random,
  now: () => Date = () => new Date(),
): (route: string, cookieHeader: string | undefined) => SplitAnswer | undefined {
  const byRoute = new Map(splits.map((split) => [split.route, split]));
  return (route, cookieHeader) => {
    const split = byRoute.get(route);
    if (!split || !splitsOn(split, dayOf(now()))) return undefined;
    const cookies = cookiesOf(cookieHeader);
    if (cookies.get(CONSENT_COOKIE) !== CONSENT_ACCEPTED) return {};
    const name = experimentCookie(split.name);
    const kept = cookies.get(name);
    const keeps = split.variants.some((variant) => variant.name === kept && variant.weight > 0);
    const variant = keeps ? kept! : drawVariant(split.variants, random());
    const file = variant === ORIGINAL ? undefined : variantHtmlPath(split.name, variant);
    const shown = { test: split.name, variant };
    if (keeps) return { file, shown };
    const setCookie = `${name}=${variant}; Path=/; Max-Age=${EXPERIMENT_COOKIE_SECONDS}; SameSite=Lax`;
    return { file, setCookie, shown };
  };
}
