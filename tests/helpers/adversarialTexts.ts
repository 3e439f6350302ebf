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

/**
 * Milliseconds of CPU this process spent during a call. Not the clock's: programs competing for the cores lengthen
 * the clock's time (a linear scan took 726 ms by the clock on a loaded machine) but not this process's CPU time.
 */
export function cpuMillisecondsOf(call: () => unknown): number {
  const start = process.cpuUsage();
  call();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}
