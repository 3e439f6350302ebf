/**
 * Field labels in Portuguese, made from each schema's own `description` (the schemas have no per-field titles and
 * the editor has no per-block configuration): "Preço mensal em reais, exibido no formato R$ 0,00." labels its field
 * "Preço mensal em reais" and stays in full as the field's help.
 */

/** The parts of a schema node the labels are made from. */
export interface Described {
  description?: string;
  type?: unknown;
}

const ARTICLE = /^(um|uma|o|a|os|as)\s+/i;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The description's first clause: up to ";", ":", " (", the end of the sentence, or a comma after 3 words. */
function firstClause(description: string): string {
  const sentence = description.split(/;|:|\s\(|\.(\s|$)/)[0]!.trim();
  const comma = sentence.indexOf(", ");
  if (comma > 0 && sentence.slice(0, comma).split(/\s+/).length >= 3) return sentence.slice(0, comma);
  return sentence;
}

/** A boolean's question: its whole description, with true/false read as the choices "Sim"/"Não". */
function booleanLabel(description: string): string {
  return description
    .replace(/\.$/, "")
    .replace(/\btrue\b/g, '"Sim"')
    .replace(/\bfalse\b/g, '"Não"');
}

/** The label of a field: from its description, or its key when it has none. */
export function fieldLabel(schema: Described, key: string): string {
  const description = schema.description?.trim();
  if (!description) return key;
  if (schema.type === "boolean") return booleanLabel(description);
  return capitalize(firstClause(description).replace(ARTICLE, ""));
}

/** The help under a field: its description, unless the label already says all of it. */
export function fieldHelp(schema: Described, label: string): string | undefined {
  const description = schema.description?.trim();
  if (!description || description.replace(/\.$/, "") === label || schema.type === "boolean") return undefined;
  return description;
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
