import type { RatingItem, RatingLabels } from "../../schema/generated/page.ts";

const score = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const count = new Intl.NumberFormat("pt-BR");

/** A score as a Brazilian reads it: one decimal, with a comma (4.8 → "4,8"). */
export function formatScore(value: number): string {
  return score.format(value);
}

/** A number of reviews with the thousands dot (1234 → "1.234"). */
export function formatCount(value: number): string {
  return count.format(value);
}

/** Puts an item's data into the block's phrases: {nota}, {fonte} and {total}, every time each appears. */
function fill(phrase: string, item: RatingItem): string {
  return phrase
    .replaceAll("{nota}", formatScore(item.score))
    .replaceAll("{fonte}", item.source)
    .replaceAll("{total}", formatCount(item.reviews));
}

/** The two phrases of one rating, as written in the block with the item's data in place. */
export function ratingText(labels: RatingLabels, item: RatingItem): { score: string; reviews: string } {
  return { score: fill(labels.score, item), reviews: fill(labels.reviews, item) };
}
