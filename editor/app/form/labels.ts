/**
 * Field labels in Portuguese: each schema property's own pt-BR `title` ("Preço"), with its `description` as the help
 * under the field. The labels themselves live in editor/shared/, where the comparisons by field use them too.
 */
import type { Described } from "../../shared/schemaLabels.ts";

export { fieldLabel, itemLabel, itemNoun, type Described } from "../../shared/schemaLabels.ts";

/** The help under a field: its description (true and false read as the choices "Sim" and "Não"), unless the label says it all. */
export function fieldHelp(schema: Described, label: string): string | undefined {
  const description = schema.description?.trim();
  if (!description || description.replace(/\.$/, "") === label) return undefined;
  return schema.type === "boolean"
    ? description.replace(/\btrue\b/g, '"Sim"').replace(/\bfalse\b/g, '"Não"')
    : description;
}
