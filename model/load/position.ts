/** Line and column (1-based) of a character offset, lines ended by "\n" as every check here counts them. */
export function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}
