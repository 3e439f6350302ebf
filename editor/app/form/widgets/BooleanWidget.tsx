import type { WidgetProps } from "@rjsf/utils";
import { t } from "../../strings.ts";
import { useDescribedBy } from "../templates/DescribedBy.tsx";

/**
 * A true/false field as "Padrão / Sim / Não": the schemas' booleans are optional with a default (a page shows the
 * navigation unless `nav` is false), and a checkbox could not tell "left out" from "false".
 */
export function BooleanWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors }: WidgetProps) {
  const describedBy = useDescribedBy();
  return (
    <select
      className="input"
      id={id}
      value={value === true ? "true" : value === false ? "false" : ""}
      disabled={disabled || readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value === "true")}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{t.byDefault}</option>
      <option value="true">{t.yes}</option>
      <option value="false">{t.no}</option>
    </select>
  );
}
