import { getDefaultRegistry } from "@rjsf/core";
import type { Field } from "@rjsf/utils";

const registry = getDefaultRegistry().fields;

/** rjsf's own fields, which the editor's fields fall back to or wrap. */
export const defaultFields = {
  StringField: registry.StringField as Field,
  ObjectField: registry.ObjectField as Field,
  ArrayField: registry.ArrayField as Field,
};
