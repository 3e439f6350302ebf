import { ADDITIONAL_PROPERTY_FLAG, type WrapIfAdditionalTemplateProps } from "@rjsf/utils";
import { t } from "../../strings.ts";
import { LabelledField } from "../../ui/LabelledField.tsx";

/**
 * A named entry of a map (a page's `links`): its name, editable (renamed when the field loses focus), and a
 * button that removes it, around the entry's own fields.
 */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, onKeyRenameBlur, onRemoveProperty, schema, children, disabled, readonly } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>;
  return (
    <div className="map-entry">
      <div className="map-entry__head">
        <LabelledField id={`${id}-key`} label={t.key} help={t.keyHelp}>
          <input
            className="input"
            type="text"
            id={`${id}-key`}
            defaultValue={label}
            onBlur={onKeyRenameBlur}
            disabled={disabled || readonly}
            aria-describedby={`${id}-key-help`}
            key={label}
          />
        </LabelledField>
        <button
          type="button"
          className="button button--small button--danger"
          onClick={onRemoveProperty}
          disabled={disabled || readonly}
          aria-label={t.itemAction(t.discard, label)}
        >
          {t.discard}
        </button>
      </div>
      {children}
    </div>
  );
}
