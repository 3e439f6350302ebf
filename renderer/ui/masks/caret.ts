/** Where the caret goes in `formatted` so that it stays after the same number of digits as before. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/** How many digits stand before position `caret` of `text`. */
export function digitsBeforeCaret(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, "").length;
}
