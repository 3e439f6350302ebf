import { useMemo, useRef, useState } from "react";
import type { FieldProps } from "@rjsf/utils";
import { enumLabel } from "../../../../model/schemaKeywords.ts";
import { Icon } from "../../../../renderer/ui/Icon.tsx";
import type { SpriteIconName } from "../../../../renderer/ui/iconNames.ts";
import { t } from "../../strings.ts";
import type { IconChoice } from "../iconSearch.ts";
import { useDescribedBy } from "../templates/DescribedBy.tsx";
import { IconPicker } from "./IconPicker.tsx";

/**
 * An icon of the site's library (`IconName`): the chosen icon's picture and pt-BR name (from the schema's
 * `x-enumLabels`) on a button that opens {@link IconPicker}. Like a list field, the button is named by the field's
 * label and describes its value.
 */
export function IconField({ fieldPathId, formData, onChange, schema, required, disabled, readonly }: FieldProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = fieldPathId.$id;
  const describedBy = useDescribedBy(`${id}__current`);
  const choices = useMemo<IconChoice[]>(
    () => (schema.enum ?? []).map((name) => ({ name: String(name), label: enumLabel(schema, name) ?? String(name) })),
    [schema],
  );
  const value = typeof formData === "string" ? formData : undefined;
  const current = choices.find((choice) => choice.name === value);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="icon-field">
      <button
        ref={button}
        id={id}
        type="button"
        className="input icon-field__button"
        aria-expanded={open}
        aria-controls={open ? `${id}__icones` : undefined}
        aria-describedby={describedBy}
        disabled={disabled || readonly}
        onClick={() => setOpen(!open)}
      >
        {current && <Icon name={current.name as SpriteIconName} size={28} />}
        <span id={`${id}__current`}>{current?.label ?? value ?? t.iconNone}</span>
        <span className="icon-field__change" aria-hidden="true">
          {value ? t.iconChange : t.iconChoose}
        </span>
      </button>
      {open && (
        <IconPicker
          id={`${id}__icones`}
          choices={choices}
          value={value}
          allowNone={!required && value !== undefined}
          onClose={close}
          onPick={(name) => {
            onChange(name, fieldPathId.path);
            close();
          }}
        />
      )}
    </div>
  );
}
