/** A piece of text: plain, kept whole on one line, or an e-mail address (whole unless it cannot fit a line at all). */
export interface TextPiece {
  kind: "plain" | "whole" | "email";
  text: string;
}

// Every repetition is bounded (a figure, an address or a word is short), so that each position of the text costs at most
// a few dozen steps: an unbounded `\S*` or `[\d.]*` made the scan quadratic on a long run without spaces.
const EMAIL = String.raw`[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}`;
/** What a reader takes in as one thing: a price, "25 mil", a percentage, a phone number, a hyphenated word (NF-e). */
const WHOLE = [
  String.raw`R\$\s?\d[\d.]{0,24}(?:,\d{1,4})?(?:\s(?:mil|milhões|bilhões)(?!\p{L}))?`,
  String.raw`\+?\d[\d.,]{0,24}\s(?:mil|milhões|bilhões)(?!\p{L})`,
  String.raw`\d[\d.,]{0,24}\s?%`,
  String.raw`\(\d{2}\)\s?\d{4,5}-\d{4}`,
  String.raw`(?<!\S)\S{0,40}?\p{L}-\p{L}\S{0,40}`,
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
