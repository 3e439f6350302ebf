/**
 * Codes of problems the validator no longer reports, each with a one-line reason. People and scripts look a code up
 * in the guide and match it in CI logs, so a code names one problem forever: when a problem is removed from
 * problemCodes.ts its code moves here and is never given to another problem, and a new problem takes the number
 * after the highest code in use or retired. None so far.
 */
export const RETIRED_PROBLEM_CODES: ReadonlyArray<{ code: `SITE-${string}`; reason: string }> = [];
