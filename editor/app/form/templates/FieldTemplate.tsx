import { getSchemaType, type FieldTemplateProps } from "@rjsf/utils";
import { fieldKey } from "../fieldKey.ts";
import { fieldHelp, fieldLabel, itemLabel } from "../labels.ts";
import { useShowsProblems } from "../ShownProblems.tsx";
import { DescribedByProvider } from "./DescribedBy.tsx";
import { FieldErrors } from "./FieldErrors.tsx";
// The editor registers this template itself (registry.ts), so the field draws it directly.
import { WrapIfAdditionalTemplate } from "./WrapIfAdditionalTemplate.tsx";

/** The label of a field: an item of a list is named by its place ("Plano 2"), any other field by its pt-BR title. */
export function labelOf(schema: FieldTemplateProps["schema"], key: string | number): string {
  return typeof key === "number" ? itemLabel(schema, key) : fieldLabel(schema);
}

/**
 * Every field of the generated forms: its pt-BR title as the label tied to its input, the schema's description as
 * help, and the
 * validator's problems on it (on an empty field, once the marketer has changed it or tried to save). Lists and groups (arrays, objects) draw their own legend; constants (a block's
 * `type`) and hidden fields draw nothing.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, hidden, schema, fieldPathId, required, formData } = props;
  const shows = useShowsProblems(id, formData);
  if (hidden || schema.const !== undefined) return null;
  const key = fieldKey(fieldPathId.path);
  const type = getSchemaType(schema);
  const container = type === "object" || type === "array";
  // An empty field the marketer has not reached yet waits (see useShowsProblems); a list or group's own problems do not.
  const rawErrors = container || shows ? props.rawErrors : undefined;
  const label = labelOf(schema, key);
  const help = container ? undefined : fieldHelp(schema, label);
  const invalid = !!rawErrors?.length;
  const describedBy = [help && `${id}__description`, invalid && `${id}__error`].filter(
    (part): part is string => !!part,
  );
  return (
    <WrapIfAdditionalTemplate {...props}>
      <div className={`field${invalid ? " field--invalid" : ""}${container ? " field--group" : ""}`}>
        {!container && (
          <label className="field__label" htmlFor={id}>
            {label}
            {required && <span className="field__required"> (obrigatório)</span>}
          </label>
        )}
        {container && <FieldErrors id={`${id}__error`} errors={rawErrors} />}
        <DescribedByProvider value={container ? [] : describedBy}>{children}</DescribedByProvider>
        {help && (
          <p className="field__help" id={`${id}__description`}>
            {help}
          </p>
        )}
        {!container && <FieldErrors id={`${id}__error`} errors={rawErrors} />}
      </div>
    </WrapIfAdditionalTemplate>
  );
}
