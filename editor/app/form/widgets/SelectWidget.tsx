import type { WidgetProps } from "@rjsf/utils";
import { enumLabel } from "../../../../model/schemaKeywords.ts";
import { t } from "../../strings.ts";
import { useDescribedBy } from "../templates/DescribedBy.tsx";

/**
 * A list of the schema's `enum` values, each by its pt-BR name from the schema's `x-enumLabels` ("full" is
 * "Completo"; decision 034) or as it is written; an optional field also offers "Padrão" (the field left out).
 */
export function SelectWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  options,
  schema,
  rawErrors,
}: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const selected = choices.findIndex((choice) => choice.value === value);
  const describedBy = useDescribedBy();
  return (
    <select
      className="input"
      id={id}
      value={selected < 0 ? "" : String(selected)}
      disabled={disabled || readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value === "" ? undefined : choices[Number(event.target.value)]!.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {(!required || selected < 0) && <option value="">{required ? "—" : t.byDefault}</option>}
      {choices.map((choice, index) => (
        <option key={index} value={String(index)}>
          {enumLabel(schema, choice.value) ?? String(choice.label)}
        </option>
      ))}
    </select>
  );
}
