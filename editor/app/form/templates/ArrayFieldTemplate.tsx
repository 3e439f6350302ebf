import type { ArrayFieldTemplateProps } from "@rjsf/utils";
import { t } from "../../strings.ts";
import { fieldKey } from "../fieldKey.ts";
import { useRevealAdded } from "../focusNew.ts";
import { fieldHelp, itemNoun } from "../labels.ts";
import { labelOf } from "./FieldTemplate.tsx";

/** A list field: legend, help, its items (each with its own buttons) and a button that adds one (and shows it). */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { fieldPathId, schema, items, canAdd, onAddClick, disabled, readonly } = props;
  const key = fieldKey(fieldPathId.path);
  const label = labelOf(schema, key);
  const help = fieldHelp(schema, label);
  const revealing = useRevealAdded(fieldPathId.$id, ".list__item", items.length);
  const noun = itemNoun(typeof schema.items === "object" && !Array.isArray(schema.items) ? schema.items : undefined);
  return (
    <fieldset className="group group--list" id={fieldPathId.$id}>
      <legend className="group__legend">{label}</legend>
      {help && <p className="field__help">{help}</p>}
      <div className="list">{items}</div>
      {canAdd && (
        <button
          type="button"
          className="button button--small"
          onClick={revealing(onAddClick)}
          disabled={disabled || readonly}
          aria-label={t.addTo(noun, label)}
        >
          {t.add(noun)}
        </button>
      )}
    </fieldset>
  );
}
