/**
 * Numbers as Brazilians write them: a comma before the decimals, dots between thousands ("1.234,50"). The editor's
 * number fields read what is typed this way and show stored numbers this way; the page file keeps a JSON number.
 * The text is read digit by digit, never through a locale-dependent parser, so nothing is ever multiplied.
 */

/** How a field's number may be typed. */
export interface NumberRules {
  /** Whole numbers only (counts, days, pixels). */
  integer: boolean;
  /** An amount in reais: two decimals shown, no more than two typed. */
  money: boolean;
  /** The schema's minimum is 0 or more: a minus sign is refused as it is typed. */
  nonNegative: boolean;
}

/** Why a text is not taken as the field's number (what the field says to the person typing). */
export type NumberRefusal = "notANumber" | "negative" | "tooManyCents" | "notInteger";

/** What a typed text stands for: nothing (the field emptied), a number, or a refusal. */
export type ParsedNumber =
  { kind: "empty" } | { kind: "number"; value: number } | { kind: "refused"; reason: NumberRefusal };

/** Digits in groups of three after the first 1–3 ("1.234.567"), or digits with no dots at all. */
const GROUPED = /^(\d*|\d{1,3}(\.\d{3})+)$/;
/** One dot followed by anything but exactly three digits: a decimal point, as in "49.90" pasted from elsewhere. */
const DECIMAL_POINT = /^(\d*)\.(\d{0,2}|\d{4,})$/;

/** The whole part's digits and the decimals of an unsigned number, or undefined when it is not one. */
function splitParts(body: string): { whole: string; fraction: string } | undefined {
  if (!/\d/.test(body)) return undefined;
  const commaParts = body.split(",");
  if (commaParts.length > 2) return undefined;
  if (commaParts.length === 2) {
    // A comma is the decimal separator: the dots before it separate thousands; none may follow it.
    const [whole, fraction] = commaParts as [string, string];
    return GROUPED.test(whole) && /^\d*$/.test(fraction) ? { whole: whole.replace(/\./g, ""), fraction } : undefined;
  }
  // No comma: dots in groups of three separate thousands ("1.234" is mil duzentos e trinta e quatro)…
  if (GROUPED.test(body)) return { whole: body.replace(/\./g, ""), fraction: "" };
  // …and a single dot before anything else is a decimal point ("49.90", "49." while typing).
  const point = DECIMAL_POINT.exec(body);
  return point ? { whole: point[1]!, fraction: point[2]! } : undefined;
}

/**
 * Reads a number typed in a field: "49,90" → 49.9, "1.234,50" → 1234.5, "1.234" → 1234, "49.90" → 49.9 (a dot
 * followed by other than three digits can only be a decimal point), "R$ 49,90" (pasted) → 49.9. A minus sign where
 * the field cannot be negative, more than two decimals in reais and decimals in a whole number are refused.
 */
export function parseBrazilianNumber(text: string, rules: NumberRules): ParsedNumber {
  let body = text.replace(/[\s\u00a0]/g, "").replace(/^R\$/i, "");
  if (body === "") return { kind: "empty" };
  const negative = /^[-\u2212]/.test(body);
  // Said at the first keystroke, the minus sign itself, not once a number follows it.
  if (negative && rules.nonNegative) return { kind: "refused", reason: "negative" };
  if (negative) body = body.slice(1).replace(/^R\$/i, "");
  const parts = splitParts(body);
  if (!parts) return { kind: "refused", reason: "notANumber" };
  const { whole, fraction } = parts;
  if (rules.money && fraction.length > 2) return { kind: "refused", reason: "tooManyCents" };
  if (rules.integer && /[1-9]/.test(fraction)) return { kind: "refused", reason: "notInteger" };
  const value = Number(`${whole || "0"}.${fraction || "0"}`);
  return { kind: "number", value: negative && value !== 0 ? -value : value };
}

/** A stored number as a Brazilian writes it: 1234.5 → "1.234,50" in reais, 15000 → "15.000", 2.5 → "2,5". */
export function formatBrazilianNumber(value: number, money: boolean): string {
  const digits = money ? Math.abs(value).toFixed(2) : String(Math.abs(value));
  // Beyond what anyone types (1e21, 1e-7): JavaScript's own notation rather than a wrong grouping.
  if (!/^\d+(\.\d+)?$/.test(digits)) return String(value);
  const [whole, fraction] = digits.split(".") as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `,${fraction}` : ""}`;
}
