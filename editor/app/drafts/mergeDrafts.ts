import { mergeFields } from "../../shared/mergeFields.ts";

/**
 * Both versions of a draft kept when that needs no choice: the three-way merge by field (decision 067), taken when
 * it lists no conflict; otherwise undefined, and the person chooses between their version and the other person's.
 */
export function mergeDrafts(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const { merged, conflicts } = mergeFields(base, mine, theirs);
  return conflicts.length ? undefined : merged;
}
