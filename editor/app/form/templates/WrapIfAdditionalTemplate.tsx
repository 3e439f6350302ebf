import { ADDITIONAL_PROPERTY_FLAG, type WrapIfAdditionalTemplateProps } from "@rjsf/utils";
import { t } from "../../strings.ts";

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
        <div className="field">
          <label className="field__label" htmlFor={`${id}-key`}>
            {t.key}
          </label>
          <input
            className="input"
            type="text"
            id={`${id}-key`}
            defaultValue={label}
            onBlur={onKeyRenameBlur}
            disabled={disabled || readonly}
            aria-describedby={`${id}-key__help`}
            key={label}
          />
          <p className="field__help" id={`${id}-key__help`}>
            {t.keyHelp}
          </p>
        </div>
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
