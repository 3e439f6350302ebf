/**
 * Both versions of a draft kept when that needs no choice: the seam where the three-way merge by field plugs in
 * (`mergeFields(base, mine, theirs)`, taking `merged` when it lists no conflict). Until then nothing is merged here, and
 * the person chooses between their version and the other person's.
 */
export function mergeDrafts(
  _base: Record<string, unknown>,
  _mine: Record<string, unknown>,
  _theirs: Record<string, unknown>,
): Record<string, unknown> | undefined {
  return undefined;
}
