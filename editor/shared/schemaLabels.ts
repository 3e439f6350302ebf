/**
 * What the marketer calls a field and a list's item, from the schema: a property's pt-BR `title` ("Preço"), an item's
 * noun and number ("Plano 2"). A JSON key is never shown: the key is the file's business, the label the marketer's.
 * Shared by the forms and the comparisons by field (no browser or Node API).
 */
import { ptTitle } from "../../model/schemaKeywords.ts";
import { DEFINITION_KEY } from "./definitionName.ts";

/** The parts of a schema node the labels are made from. */
export interface Described {
  title?: string;
  description?: string;
  type?: unknown;
}

const ARTICLE = /^(um|uma|o|a|os|as)\s+/i;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The pt-BR title of a field. A shared definition used with no title of its own keeps the definition's type name as
 * `title` ("ChatLink"), which is no label: then its description's first sentence stands in.
 */
export function fieldLabel(schema: Described): string {
  const title = ptTitle(schema as Record<string, unknown>);
  if (title && title !== (schema as Record<string, unknown>)[DEFINITION_KEY]) return title;
  const sentence = schema.description
    ?.split(/[.;:]\s|\.$/)[0]
    ?.trim()
    .replace(ARTICLE, "");
  return sentence ? capitalize(sentence) : "Campo";
}

/** What one item of a list is called ("Um plano." → "plano", "Botão ou link: …" → "botão"), for "Plano 2", "Adicionar plano". */
export function itemNoun(schema: Described | undefined): string {
  const description = schema?.description?.trim();
  if (!description) return "item";
  const noun = /^[\p{L}\p{N}-]+/u.exec(description.replace(ARTICLE, ""))?.[0];
  return noun ? noun.charAt(0).toLowerCase() + noun.slice(1) : "item";
}

/** The label of the item at `index` of a list ("Plano 2"). */
export function itemLabel(schema: Described | undefined, index: number): string {
  return `${capitalize(itemNoun(schema))} ${index + 1}`;
}
