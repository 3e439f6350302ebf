/**
 * Long texts without spaces that make a backtracking pattern retry from every position: a scan that is linear takes
 * milliseconds on each, a quadratic one seconds to minutes.
 */
export const ADVERSARIAL_TEXTS: Record<string, string> = {
  brackets: "[".repeat(100_000),
  "bracket and parenthesis": "[a](".repeat(25_000),
  digits: "1".repeat(100_000),
  "digits and dots": "1.".repeat(50_000),
  letters: "a".repeat(100_000),
  "letters and hyphens": "a-".repeat(50_000),
  "address characters": "a.".repeat(50_000) + "@",
};

/** Milliseconds a call takes. */
export function millisecondsOf(call: () => unknown): number {
  const start = performance.now();
  call();
  return performance.now() - start;
}
