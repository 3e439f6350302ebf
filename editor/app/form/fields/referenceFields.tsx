import type { FieldProps } from "@rjsf/utils";
import { ActionField } from "./ActionField.tsx";
import { ChatField } from "./ChatField.tsx";
import { defaultFields } from "./defaultFields.ts";
import { ImageField } from "./ImageField.tsx";
import { RouteField } from "./RouteField.tsx";

/**
 * Strings and objects whose schema is one of the shared definitions of schema/defs.schema.json (recognised by the
 * definition's `title`, which the generated types are named after) get fields that offer what they refer to.
 * Any block that uses those definitions gets them without configuration.
 */
export function EditorStringField(props: FieldProps) {
  if (props.schema.title === "LinkName") return <ChatField {...props} />;
  if (props.schema.title === "InternalRoute") return <RouteField {...props} />;
  const StringField = defaultFields.StringField;
  return <StringField {...props} />;
}

/** See {@link EditorStringField}: images and buttons. */
export function EditorObjectField(props: FieldProps) {
  if (props.schema.title === "Image") return <ImageField {...props} />;
  if (props.schema.title === "Action") return <ActionField {...props} />;
  const ObjectField = defaultFields.ObjectField;
  return <ObjectField {...props} />;
}
