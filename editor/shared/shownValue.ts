/**
 * A field's value as a comparison shows it to the marketer: prices in reais ("R$ 49,90"), numbers the Brazilian way,
 * "Sim"/"Não", an option's pt-BR name, texts in quotes (the site's data by label) and shortened around what changed.
 * Never JSON.
 */
import { enumLabel, isMoney } from "../../model/schemaKeywords.ts";
import { formatBRL } from "../../renderer/ui/formatBRL.ts";
import type { JsonSchema } from "./api.ts";
import { isObject } from "./jsonValues.ts";
import { shownText } from "./siteData.ts";

/** Texts longer than this are shortened, keeping the part that changed in view. */
export const SHOWN_LENGTH = 80;
/** How much unchanged text is kept before a change in a shortened text. */
const LEAD = 24;

/** A number as Brazilians write it: 15000 → "15.000", 2.5 → "2,5". */
function brazilianNumber(value: number): string {
  const [whole, fraction] = String(Math.abs(value)).split(".") as [string, string | undefined];
  if (!/^\d+$/.test(whole)) return String(value);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `,${fraction}` : ""}`;
}

const quoted = (text: string) => `“${text}”`;

/** A text cut to {@link SHOWN_LENGTH} from `from`, with "…" where something was left out. */
function excerpt(text: string, from: number): string {
  if (text.length <= SHOWN_LENGTH) return text;
  let start = from <= LEAD ? 0 : from - LEAD;
  // Begins at a word where one begins shortly after the cut.
  const space = start > 0 ? text.indexOf(" ", start) : -1;
  if (space >= 0 && space < from && space - start < 12) start = space + 1;
  const room = SHOWN_LENGTH - (start > 0 ? 1 : 0);
  const part = text.slice(start, start + room);
  const cut = start + room < text.length;
  return `${start > 0 ? "…" : ""}${cut ? part.slice(0, -1) : part}${cut ? "…" : ""}`;
}

/** A value of any kind, with no other version to compare it with. */
export function shownValue(schema: JsonSchema | undefined, value: unknown): string {
  if (value === undefined || value === null || value === "") return "(vazio)";
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  const label = schema ? enumLabel(schema, value) : undefined;
  if (label) return label;
  if (typeof value === "number") return schema && isMoney(schema) ? formatBRL(value) : brazilianNumber(value);
  if (typeof value === "string") return quoted(excerpt(shownText(value), 0));
  if (Array.isArray(value)) return value.length === 1 ? "(1 item)" : `(${value.length} itens)`;
  return isObject(value) ? "(grupo de campos)" : String(value);
}

/** Both sides of a change; two long texts are shortened around where they first differ, so the change shows. */
export function shownChange(schema: JsonSchema | undefined, before: unknown, after: unknown): [string, string] {
  const plain = typeof before === "string" && typeof after === "string" && before !== "" && after !== "";
  if (!plain || (schema && enumLabel(schema, before) !== undefined))
    return [shownValue(schema, before), shownValue(schema, after)];
  // Texts as the fields show them: the site's data by label ("[Nome da marca]").
  const [old, now] = [shownText(before), shownText(after)];
  let from = 0;
  while (from < old.length && from < now.length && old[from] === now[from]) from += 1;
  return [quoted(excerpt(old, from)), quoted(excerpt(now, from))];
}
