/** Benefits a plan card shows before its "see all" toggle on phones: about the height of its price block. */
export const SHOWN_BENEFITS = 4;

/**
 * Splits a plan's benefits into those always shown and those folded behind the toggle on phones. A list only one
 * longer than the shown part stays whole: the toggle would take the line the last benefit needs.
 */
export function foldBenefits<T>(benefits: T[]): { shown: T[]; folded: T[] } {
  if (benefits.length <= SHOWN_BENEFITS + 1) return { shown: benefits, folded: [] };
  return { shown: benefits.slice(0, SHOWN_BENEFITS), folded: benefits.slice(SHOWN_BENEFITS) };
}
