import type { FieldProps } from "@rjsf/utils";

/**
 * Numbers reach the editor's NumberWidget as the JSON numbers they are. rjsf's own NumberField, in a browser whose
 * language writes a decimal comma, hands a text widget the figure as a string ("49,99") and reads what is typed by
 * swapping the comma for a dot; the editor's widget reads and writes Brazilian numbers itself (decision 034), so
 * this field passes the value through.
 */
export function EditorNumberField(props: FieldProps) {
  const StringField = props.registry.fields.StringField!;
  return <StringField {...props} />;
}
