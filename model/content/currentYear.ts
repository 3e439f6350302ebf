import { withDialNumbers } from "./dialNumber.ts";

/** Set by the build (vite.config.ts) to the year it ran in; undefined in Node tools and unit tests. */
declare const __BUILD_YEAR__: string | undefined;

/** The calendar year on this machine's clock. */
export function clockYear(): string {
  return String(new Date().getFullYear());
}

/**
 * The year `{{year}}` becomes, the only definition of it. In the built site (prerender and browser alike) it is
 * the build's year, so the prerendered HTML and the app that hydrates it always agree; in the validator, the
 * server and the tests it is the clock's (decision 025).
 */
export const currentYear: string = typeof __BUILD_YEAR__ === "string" ? __BUILD_YEAR__ : clockYear();

/** The values `{{...}}` placeholders are filled from: site.json (each phone with the number it dials), plus `year`. */
export function placeholdersFrom(siteJson: object): Record<string, unknown> {
  return { ...withDialNumbers(siteJson), year: currentYear };
}
