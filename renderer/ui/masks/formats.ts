/** Only the digits of a string. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/** Digits shown as `(00) 0 0000-0000` (partial input is formatted as far as it goes). */
export function formatPhone(digits: string): string {
  const d = digits.slice(0, 11);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 3) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2, 3)} ${d.slice(3)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 3)} ${d.slice(3, 7)}-${d.slice(7)}`;
}

/** Digits shown in groups of four separated by spaces (at most 16 digits, 19 characters). */
export function formatCardNumber(digits: string): string {
  return digits.slice(0, 16).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Digits shown as `MM/AAAA`, the slash inserted after the second digit. */
export function formatExpiry(digits: string): string {
  const d = digits.slice(0, 6);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}
