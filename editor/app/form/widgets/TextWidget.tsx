import { useRef } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { t } from "../../strings.ts";
import { useEditorResources, useTextHintId } from "../EditorContext.tsx";
import { InsertColumn } from "./InsertColumn.tsx";
import { useDescribedBy } from "../templates/DescribedBy.tsx";
import { NumberWidget } from "./NumberWidget.tsx";
import { definitionOf } from "../../../shared/definitionName.ts";

/** What a cleared field holds: "" when the field is required (the validator then says it is empty), nothing otherwise. */
export function clearedValue(required: boolean | undefined): string | undefined {
  return required ? "" : undefined;
}

/**
 * Text and number fields (numbers are {@link NumberWidget}'s). Free text gets a text area that grows as it is typed
 * (Enter does not break the line: config texts are one paragraph) and points to its form's note on the *destaque* and
 * {{site.path}} syntax; limited texts count their characters (a page title's 70, a description's 160).
 */
export function TextWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, schema, rawErrors, label } = props;
  const { rowColumns } = useEditorResources();
  const field = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const max = typeof schema.maxLength === "number" ? schema.maxLength : undefined;
  // Free text grows over lines as it is typed; formatted values (routes, ids, addresses) stay on one line.
  const long = definitionOf(schema) === "Text" || (!schema.pattern && !schema.format);
  // Free text may use the syntax the form's note describes (its place never moves: no layout shift on focus).
  const hintId = useTextHintId();
  const describedBy = useDescribedBy(max !== undefined && `${id}__count`, long && hintId);
  if (schema.type === "number" || schema.type === "integer") return <NumberWidget {...props} />;
  const text = typeof value === "string" ? value : "";
  const common = {
    id,
    ref: field,
    value: text,
    required,
    disabled: disabled || readonly,
    "aria-invalid": rawErrors?.length ? true : undefined,
    "aria-describedby": describedBy,
    onChange: (event: { target: { value: string } }) =>
      onChange(event.target.value === "" ? clearedValue(required) : event.target.value),
    onBlur: (event: { target: { value: string } }) => onBlur(id, event.target.value),
    onFocus: (event: { target: { value: string } }) => onFocus(id, event.target.value),
  };
  return (
    <>
      {long ? (
        <textarea
          className="input input--text"
          rows={1}
          {...common}
          onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
        />
      ) : (
        <input className="input" type="text" {...common} />
      )}
      {long && rowColumns && rowColumns.length > 0 && !disabled && !readonly && (
        <InsertColumn
          columns={rowColumns}
          label={label}
          field={field}
          text={text}
          onInsert={(next, cursor) => {
            onChange(next);
            // Back in the field, after the column just put in, to go on typing.
            requestAnimationFrame(() => {
              field.current?.focus();
              field.current?.setSelectionRange(cursor, cursor);
            });
          }}
        />
      )}
      {max !== undefined && (
        <p className={`field__note${text.length > max ? " field__note--over" : ""}`} id={`${id}__count`}>
          {t.characters(text.length, max)}
        </p>
      )}
    </>
  );
}
