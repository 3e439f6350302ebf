/**
 * Field labels in Portuguese: each schema property's own pt-BR `title` ("Preço"), with its `description` as the help
 * under the field. A JSON key is never shown: the key is the file's business, the label the marketer's.
 */
import { ptTitle } from "../../../model/schemaKeywords.ts";
import { DEFINITION_KEY } from "../../shared/definitionName.ts";

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

/** The help under a field: its description (true and false read as the choices "Sim" and "Não"), unless the label says it all. */
export function fieldHelp(schema: Described, label: string): string | undefined {
  const description = schema.description?.trim();
  if (!description || description.replace(/\.$/, "") === label) return undefined;
  return schema.type === "boolean"
    ? description.replace(/\btrue\b/g, '"Sim"').replace(/\bfalse\b/g, '"Não"')
    : description;
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
