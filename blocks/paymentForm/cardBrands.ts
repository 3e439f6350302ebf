/** A card brand and the number prefixes that identify it. */
export interface CardBrand {
  name: string;
  prefixes: string[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/**
 * The brands and their number prefixes, in the order they are checked: the first brand with a matching prefix
 * wins, so Elo numbers that start with 4 come out as Visa, as they did on the previous site.
 */
export const CARD_BRANDS: CardBrand[] = [
  { name: "Visa", prefixes: ["4"] },
  { name: "MasterCard", prefixes: range(51, 55) },
  { name: "American Express", prefixes: ["34", "37"] },
  { name: "Diners Club", prefixes: [...range(300, 305), "36", "38"] },
  { name: "Discover", prefixes: ["6011", "65", ...range(644, 649)] },
  { name: "Elo", prefixes: ["4011", "4312", "4389", "4514", "4576", "5067", "5090", "6362", "6500"] },
  { name: "Hipercard", prefixes: ["6062", "3841", "637", "6370"] },
  { name: "JCB", prefixes: ["3528", "3589"] },
];

/** The brand of a card number (digits), or undefined when no prefix matches. */
export function detectBrand(digits: string): string | undefined {
  return CARD_BRANDS.find((brand) => brand.prefixes.some((prefix) => digits.startsWith(prefix)))?.name;
}
