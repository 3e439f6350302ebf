import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from "@rjsf/utils";
import { EditorArrayField } from "./fields/ArrayField.tsx";
import { EditorNumberField } from "./fields/NumberField.tsx";
import { EditorObjectField, EditorStringField } from "./fields/referenceFields.tsx";
import { ArrayFieldItemTemplate } from "./templates/ArrayFieldItemTemplate.tsx";
import { ArrayFieldTemplate } from "./templates/ArrayFieldTemplate.tsx";
import { FieldTemplate } from "./templates/FieldTemplate.tsx";
import { ObjectFieldTemplate } from "./templates/ObjectFieldTemplate.tsx";
import { WrapIfAdditionalTemplate } from "./templates/WrapIfAdditionalTemplate.tsx";
import { BooleanWidget } from "./widgets/BooleanWidget.tsx";
import { SelectWidget } from "./widgets/SelectWidget.tsx";
import { TextWidget } from "./widgets/TextWidget.tsx";

/** The editor's fields (reference fields by shared definition; numbers as JSON numbers; lists' new items whole). */
export const fields: RegistryFieldsType = {
  StringField: EditorStringField,
  ObjectField: EditorObjectField,
  NumberField: EditorNumberField,
  ArrayField: EditorArrayField,
};

/** The editor's inputs: text and numbers, lists of values, yes/no. */
export const widgets: RegistryWidgetsType = { TextWidget, SelectWidget, CheckboxWidget: BooleanWidget };

/** The editor's layout of fields, groups and lists. */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  WrapIfAdditionalTemplate,
};
