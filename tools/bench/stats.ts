/** The median of some numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The `p`-th percentile (0–100) by nearest rank: the smallest value with at least p % of the values at or below it. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The least-squares slope of y over x (NaN with fewer than two distinct x). */
export function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const meanX = points.reduce((sum, { x }) => sum + x, 0) / n;
  const meanY = points.reduce((sum, { y }) => sum + y, 0) / n;
  const spread = points.reduce((sum, { x }) => sum + (x - meanX) ** 2, 0);
  const together = points.reduce((sum, { x, y }) => sum + (x - meanX) * (y - meanY), 0);
  return n < 2 || spread === 0 ? Number.NaN : together / spread;
}
