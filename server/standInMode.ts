/** How the local stand-in services answer: normally, or with one of the failures the site must survive. */
export const STAND_IN_MODES = [
  "ok",
  "not-ok",
  "http-500",
  "malformed",
  "javascript-link",
  "http-link",
  "slow",
  "no-answer",
] as const;

/** One of {@link STAND_IN_MODES}. */
export type StandInMode = (typeof STAND_IN_MODES)[number];

/** Reads STANDIN_MODE; an unknown value is an error, not a silent "ok". */
export function standInMode(value: string | undefined): StandInMode {
  const mode = value || "ok";
  if (!(STAND_IN_MODES as readonly string[]).includes(mode)) {
    throw new Error(`STANDIN_MODE="${mode}" não existe. Use um destes: ${STAND_IN_MODES.join(", ")}.`);
  }
  return mode as StandInMode;
}
