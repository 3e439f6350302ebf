/** Levenshtein distance, small inputs only (names and routes). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      const cost = a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The closest candidate to `wanted`, if it is close enough to be a likely typo. */
export function closest(wanted: string, candidates: Iterable<string>): string | undefined {
  // A typo of a name or route is short; comparing a huge text would take seconds for nothing.
  if (wanted.length > 100) return undefined;
  const tolerance = Math.max(2, Math.floor(wanted.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    // The distance is at least the difference in length: a candidate that cannot be closer, or close enough, is
    // skipped unmeasured (a site of 100,000 routes has a few near any one).
    const apart = Math.abs(candidate.length - wanted.length);
    if (apart >= bestDistance || apart > tolerance) continue;
    const d = distance(wanted, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= tolerance ? best : undefined;
}

/** " Você quis dizer \"x\"?" when something close exists, otherwise "". */
export function didYouMean(wanted: string, candidates: Iterable<string>): string {
  const match = closest(wanted, candidates);
  return match === undefined ? "" : ` Você quis dizer "${match}"?`;
}
