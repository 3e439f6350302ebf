import { memo, useCallback, useMemo } from "react";
import Form from "@rjsf/core";
import type { ErrorSchema, FieldPathList, RJSFSchema, UiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { t } from "../strings.ts";
import { FormBasePathProvider, TextHintIdProvider } from "./EditorContext.tsx";
import { holdNestedConditions } from "./heldConditions.ts";
import { fields, templates, widgets } from "./registry.ts";
import { translateString } from "./translate.ts";

/** Props of {@link SchemaForm}. */
export interface SchemaFormProps {
  /** Prefix of the ids of the form's fields (unique in the page). */
  idPrefix: string;
  /** Where the edited value sits in the page (e.g. ["blocks", 2]). */
  basePath: FieldPathList;
  schema: RJSFSchema;
  value: Record<string, unknown>;
  /** Called with the new value and the id of the field that changed it. */
  onChange: (value: Record<string, unknown>, fieldId?: string) => void;
  /** The validator's problems, placed on their fields. */
  errors?: ErrorSchema;
}

const UI_SCHEMA: UiSchema = { "ui:globalOptions": { copyable: true }, $schema: { "ui:widget": "hidden" } };

/**
 * Rather than fill in anything the user did not write: opening a page must not change it. Validation is the
 * site's own validator's (passed in as `errors`), not rjsf's.
 */
const DEFAULTS = {
  emptyObjectFields: "skipDefaults",
  arrayMinItems: { populate: "never" },
  constAsDefaults: "never",
  requiredBooleanDefault: "skip",
} as const;

/** A form generated from a JSON Schema by react-jsonschema-form, with the editor's fields and templates. */
export const SchemaForm = memo(function SchemaForm({
  idPrefix,
  basePath,
  schema,
  value,
  onChange,
  errors,
}: SchemaFormProps) {
  const change = useCallback(
    (event: { formData?: Record<string, unknown> }, fieldId?: string) => onChange(event.formData ?? {}, fieldId),
    [onChange],
  );
  // Callers write the path inline (["blocks", 2]), a new array each render: keyed by its contents, the fields'
  // context changes only when the form moves to another place in the page.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the contents, not the array's identity, are the dependency
  const path = useMemo(() => basePath, [basePath.join("/")]);
  // The `if`s below the root are held, or rjsf would write `{}` for every optional group left out (heldConditions.ts).
  const drawn = useMemo(() => holdNestedConditions(schema) as RJSFSchema, [schema]);
  const hintId = `${idPrefix}__dica`;
  return (
    <FormBasePathProvider value={path}>
      <TextHintIdProvider value={hintId}>
        <p className="form-hint" id={hintId}>
          {t.textHint}
        </p>
        <Form
          tagName="div"
          schema={drawn}
          uiSchema={UI_SCHEMA}
          formData={value}
          validator={validator}
          fields={fields}
          widgets={widgets}
          templates={templates}
          translateString={translateString}
          idPrefix={idPrefix}
          noValidate
          noHtml5Validate
          showErrorList={false}
          extraErrors={errors}
          experimental_defaultFormStateBehavior={DEFAULTS}
          onChange={change}
        >
          <></>
        </Form>
      </TextHintIdProvider>
    </FormBasePathProvider>
  );
});
