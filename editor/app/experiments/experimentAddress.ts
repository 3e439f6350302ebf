/** The A/B tests' screens by address: the list (`?tela=testes`) and one test (`?teste=<nome>`), opened by plain links. */
const LIST = "testes";
const TEST_PARAM = "teste";

/** What the address asks for: the list of tests, one test, or neither. */
export function requestedExperimentScreen(): { list: true } | { test: string } | null {
  const params = new URLSearchParams(window.location.search);
  const test = params.get(TEST_PARAM);
  if (test) return { test };
  return params.get("tela") === LIST ? { list: true } : null;
}

/** The link to the list of tests. */
export const experimentsHref = (): string => `?tela=${LIST}`;

/** The link to a test's screen. */
export const experimentHref = (name: string): string => `?${TEST_PARAM}=${encodeURIComponent(name)}`;

/** The link that opens a page (or a variant's page) in the page editor. */
export const pageHref = (name: string): string => `?pagina=${encodeURIComponent(name)}`;
