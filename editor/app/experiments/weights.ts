/** The sum of a test's weights, and what is wrong with them for a marketer, if anything. */
export function weightsProblem(weights: number[]): { sum: number; problem?: "sum" } {
  const sum = weights.reduce((total, weight) => total + (Number.isFinite(weight) ? weight : 0), 0);
  return sum === 100 ? { sum } : { sum, problem: "sum" };
}

/** A weight as typed: a whole number from 0 to 100 (anything else reads as 0, which the sum then shows). */
export function typedWeight(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}
