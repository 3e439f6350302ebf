import { ADDITIONAL_PROPERTY_FLAG, canExpand, type ObjectFieldTemplateProps } from "@rjsf/utils";
import { ADVANCED_KEYWORD } from "../../../../model/schemaKeywords.ts";
import { t } from "../../strings.ts";
import { fieldKey } from "../fieldKey.ts";
import { useRevealAdded } from "../focusNew.ts";
import { fieldHelp, itemNoun } from "../labels.ts";
import { GroupExtraProvider, useGroupExtra } from "./GroupExtra.tsx";
import { labelOf } from "./FieldTemplate.tsx";

/** A group of fields (a nested object) as a fieldset; a form's root object is drawn without a frame. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, properties, schema, uiSchema, formData, onAddProperty, disabled, readonly } = props;
  const extra = useGroupExtra();
  const key = fieldKey(fieldPathId.path);
  const revealing = useRevealAdded(fieldPathId.$id, ".map-entry", properties.length);
  const shown = properties.filter((property) => !property.hidden && !retiredAndEmpty(schema, formData, property.name));
  const advanced = shown.filter((property) => isAdvanced(schema, property.name));
  const content = (
    <>
      <GroupExtraProvider value={null}>
        {shown.filter((property) => !isAdvanced(schema, property.name)).map((property) => property.content)}
        {advanced.length > 0 && (
          <details className="group__advanced">
            <summary>{t.advanced}</summary>
            {advanced.map((property) => property.content)}
          </details>
        )}
      </GroupExtraProvider>
      {canExpand(schema, uiSchema, formData) && (
        <button
          type="button"
          className="button button--small"
          onClick={revealing(onAddProperty)}
          disabled={disabled || readonly}
        >
          {t.add(itemNoun(typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined))}
        </button>
      )}
    </>
  );
  if (key === "") return <div className="group group--root">{content}</div>;
  const additional = ADDITIONAL_PROPERTY_FLAG in schema;
  const label = additional ? `${labelOf(schema, "")} “${entryName(formData, key)}”` : labelOf(schema, key);
  const help = fieldHelp(schema, label);
  return (
    <fieldset className="group" id={fieldPathId.$id}>
      <legend className="group__legend">{label}</legend>
      {help && <p className="field__help">{help}</p>}
      {extra}
      {content}
    </fieldset>
  );
}

/** A map's entry by its own name when it has one (a plan of the site's settings), else by its short name. */
function entryName(formData: unknown, key: string | number): string {
  const name = formData && typeof formData === "object" ? (formData as Record<string, unknown>).name : undefined;
  return typeof name === "string" && name.trim() ? name.trim() : String(key);
}

/** A setting most teams never change, folded under "Avançado". */
function isAdvanced(schema: ObjectFieldTemplateProps["schema"], name: string): boolean {
  const field = schema.properties?.[name];
  return typeof field === "object" && (field as Record<string, unknown>)[ADVANCED_KEYWORD] === true;
}

/**
 * A field the schema keeps only so older files stay valid (`deprecated`, like a phone's dialled number, now made from
 * the shown one) is not asked for again: it shows only while the file still has a value for it.
 */
function retiredAndEmpty(schema: ObjectFieldTemplateProps["schema"], formData: unknown, name: string): boolean {
  const field = schema.properties?.[name];
  const value = formData && typeof formData === "object" ? (formData as Record<string, unknown>)[name] : undefined;
  return typeof field === "object" && field.deprecated === true && value === undefined;
}
