import type { Card } from "../../schema/generated/page.ts";

/** The longest title that still reads well in half a phone's width (≈ 140 px for text): about three short lines. */
const MAX_TITLE = 32;
/** The longest text under it: about eight short lines, the length of a feature's one-sentence description. */
const MAX_TEXT = 120;
/** The longest word that fits that width whole ("Transportadoras"): a longer one would have to break. */
const MAX_WORD = 15;

const plain = (text: string) => text.replace(/\*/g, "");
const longestWord = (text: string) =>
  Math.max(
    ...plain(text)
      .split(/\s+/)
      .map((word) => word.length),
  );

/**
 * A card small enough to share a phone's row with another: an icon (or nothing) above a short title and at most a
 * short text, with no picture, list, price or buttons, which need the whole width.
 */
export function isSmallCard(card: Card): boolean {
  if (card.image || card.list || card.price !== undefined || card.actions?.length) return false;
  const texts = [card.title, card.text ?? ""];
  return (
    plain(card.title).length <= MAX_TITLE &&
    plain(card.text ?? "").length <= MAX_TEXT &&
    Math.max(...texts.map(longestWord)) <= MAX_WORD
  );
}

/** How a list of cards sits on a phone: in pairs, one compact card a row, a sideways row, or stacked full cards. */
export type PhoneLayout = "pairs" | "compact" | "swipe" | "stacked";

/**
 * How a list of cards sits on phones. Small cards with only a title go two to a row (27 of them one per row made a
 * page of 6,000 px). Small cards with a text go one to a row, compact (the icon beside the title, the text below at
 * its full size across the card): two to a row their text had to shrink to 13.6 px in 143 px columns, about twenty
 * characters a line. Three or more cards with pictures make a row that scrolls sideways, the next card peeking in
 * (stacked, each picture took most of a screen). A list mixing sizes stacks full cards, so no row pairs a short card
 * with a long one.
 */
export function phoneLayout(cards: Card[]): PhoneLayout {
  if (cards.length >= 3 && cards.every((card) => card.image)) return "swipe";
  if (cards.length < 2 || !cards.every(isSmallCard)) return "stacked";
  return cards.some((card) => card.text) ? "compact" : "pairs";
}
