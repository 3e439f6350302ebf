/** The address parameter of the A/B result screen: `?resultado=<teste>`. */
export const EXPERIMENT_RESULT_PARAM = "resultado";

/** The test whose result the address asks for, if any. */
export function requestedExperimentResult(): string | null {
  return new URLSearchParams(window.location.search).get(EXPERIMENT_RESULT_PARAM) || null;
}

/** The link to a test's result screen, for the experiment screens to open. */
export function experimentResultHref(test: string): string {
  return `?${EXPERIMENT_RESULT_PARAM}=${encodeURIComponent(test)}`;
}
