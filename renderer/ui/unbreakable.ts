/** A piece of text: plain, kept whole on one line, or an e-mail address (whole unless it cannot fit a line at all). */
export interface TextPiece {
  kind: "plain" | "whole" | "email";
  text: string;
}

const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
/** What a reader takes in as one thing: a price, "25 mil", a percentage, a phone number, a hyphenated word (NF-e). */
const WHOLE = [
  String.raw`R\$\s?\d[\d.]*(?:,\d+)?(?:\s(?:mil|milhões|bilhões)(?!\p{L}))?`,
  String.raw`\+?\d[\d.,]*\s(?:mil|milhões|bilhões)(?!\p{L})`,
  String.raw`\d[\d.,]*\s?%`,
  String.raw`\(\d{2}\)\s?\d{4,5}-\d{4}`,
  String.raw`\S*\p{L}-\p{L}\S*`,
].join("|");
const PATTERN = new RegExp(`(?<email>${EMAIL})|(?<whole>${WHOLE})`, "gu");

/** Splits text into plain runs and the figures, addresses and hyphenated words that must not break inside. */
export function unbreakablePieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    if (match.index > last) pieces.push({ kind: "plain", text: text.slice(last, match.index) });
    pieces.push({ kind: match.groups?.email ? "email" : "whole", text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: "plain", text: text.slice(last) });
  return pieces;
}
